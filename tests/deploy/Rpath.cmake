# A program linked with DT_RPATH instead of DT_RUNPATH: its path comes
# before LD_LIBRARY_PATH, which then cannot change its cuDNN.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
target_link_options(app PRIVATE LINKER:--disable-new-dtags)
