# --header FILE alone: the tool reads the header's version from the file,
# as the preprocessor would, and judges the library against it.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
