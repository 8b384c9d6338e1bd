# cudnn-strict-probe --library on this machine's cuDNN 9.19.0 with its own
# log on standard output (CUDNN_LOGDEST_DBG=stdout, CUDNN_LOGLEVEL_DBG=3,
# which cudnnGetVersion and the version checks write without a GPU): the
# log goes to stderr, and each report is whole.
deploy_use_real_9_19_0()
deploy_find_cudnn()
deploy_fact(DEPLOY_REAL_LIBRARY "${CuDNNStrict_LIBRARIES}")
