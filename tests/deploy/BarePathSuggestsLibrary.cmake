# A bare path, the library a user meant to check, is named in the error
# with the command that checks it (--library) and --check-binary.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
