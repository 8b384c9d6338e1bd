# --version and -V print the tool's version, the project's (project() in
# the top CMakeLists.txt), on stdout with exit 0.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
