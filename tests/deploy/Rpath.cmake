# A program linked with DT_RPATH instead of DT_RUNPATH: its path comes
# before LD_LIBRARY_PATH, which then cannot change its cuDNN.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
target_link_options(app PRIVATE LINKER:--disable-new-dtags)
# One whose RPATH names an older cuDNN: LD_LIBRARY_PATH cannot fix it.
deploy_guarded_program(app_old_rpath)
set_target_properties(app_old_rpath PROPERTIES SKIP_BUILD_RPATH ON)
target_link_options(app_old_rpath PRIVATE LINKER:--disable-new-dtags
  "LINKER:-rpath,${FAKE_v9_1_0_LIBRARY_DIR}")
