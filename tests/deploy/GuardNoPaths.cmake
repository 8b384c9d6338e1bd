# CUDNN_STRICT_GUARD_PATHS=OFF: the guard's note carries no path of the
# build machine (neither the cuDNN directory the build used nor the search
# plan), and --check-binary still judges the program by it.
set(CUDNN_STRICT_GUARD_PATHS OFF)
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
