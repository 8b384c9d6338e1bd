# A program without RUNPATH on a machine whose loader cache and default
# directories know no cuDNN: only LD_LIBRARY_PATH can give it one.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
set_target_properties(app PROPERTIES SKIP_BUILD_RPATH ON)
