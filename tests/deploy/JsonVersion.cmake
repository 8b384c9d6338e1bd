# probe.version, the tool's version, follows probe.format in every --json
# report: the library's and --check-binary's.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
