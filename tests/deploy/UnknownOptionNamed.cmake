# An unknown option is named in the error, before the synopsis.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
