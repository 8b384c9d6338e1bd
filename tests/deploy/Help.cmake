# --help and -h: the synopsis, every option described, the exit statuses,
# on stdout with exit 0 (not the usage error they once were).
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
