# --sublibrary-files: the wheels and Debian's packages name their files
# libcudnn_cnn.so.9 alone, which says no release: no fault by name.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
