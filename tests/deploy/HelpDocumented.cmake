# Every option --help describes is in the manual page and in
# docs/command-line.md, and every option of the manual page is in --help:
# the three cannot fall out of step.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
