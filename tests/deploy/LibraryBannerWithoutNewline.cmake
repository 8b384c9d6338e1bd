# cudnn-strict-probe --library on a correct 9.19.0 libcudnn that prints a
# banner without a newline when it is loaded: the banner goes to stderr,
# and each report (key=value, JSON, for people) is whole.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
