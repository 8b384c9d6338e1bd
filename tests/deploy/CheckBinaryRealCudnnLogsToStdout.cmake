# cudnn-strict-probe --check-binary on a program built against this
# machine's cuDNN 9.19.0, with cuDNN's own log on standard output
# (CUDNN_LOGDEST_DBG=stdout, CUDNN_LOGLEVEL_DBG=3: the version calls log
# without a GPU): the log goes to stderr, and each report is whole.
deploy_use_real_9_19_0()
deploy_find_cudnn()
deploy_guarded_program(app)
