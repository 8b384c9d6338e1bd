# A machine with no compatible cuDNN anywhere the search looks: the fix
# says so, and what to install.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
