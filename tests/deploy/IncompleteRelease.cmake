# A program built against cuDNN 9.19.0 meets a 9.19.0 install that lacks
# libcudnn_cnn: the rule accepts the version, cuDNN's own version checks
# tell that the install is not whole, and --check-binary says so.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
