# An option whose value is missing is named.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
