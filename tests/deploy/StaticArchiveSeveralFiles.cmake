# cudnn-strict-probe --static-archive FILE... as the usage writes it: the
# archives after one --static-archive are all read.
deploy_use_fake(static_v9)
deploy_find_cudnn()
