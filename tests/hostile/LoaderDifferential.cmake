# Files named libcudnn.so.9 first on LD_LIBRARY_PATH, a good cuDNN after
# them: for each, the real loader starts the program or stops (exit 127),
# and --check-binary must say the same: the good library, or the file the
# loader stopped at.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(linked)
