# A program built against this machine's real cuDNN 9.19.0, checked as the
# machine's loader would start it: its RUNPATH, LD_LIBRARY_PATH, and the
# real ld.so cache.
deploy_use_real_9_19_0()
deploy_find_cudnn()
deploy_guarded_program(app)
deploy_guarded_program(app_without_runpath)
set_target_properties(app_without_runpath PROPERTIES SKIP_BUILD_RPATH ON)
