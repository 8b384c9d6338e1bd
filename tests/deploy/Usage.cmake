# --check-binary's command line.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
