# --library-file: a libcudnn file that no loader could use worded with the
# core's sentence, as the module prints it.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
