# A program built against a fake cuDNN 9.19.0, checked without running it
# against the cuDNN that each LD_LIBRARY_PATH would give it.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
