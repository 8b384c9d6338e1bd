# A program built against cuDNN 9.19.0 meets a 9.19.0 install whose
# libcudnn_graph needs libz.so.1 where the loader does not look for it:
# --check-binary and --library name the file, the sub-library and the
# package before cuDNN runs.
if(NOT FAKE_v9_without_zlib_ROOT)
  message(STATUS "CUDNN_STRICT_SKIP: no libz.so.1 on this machine to build the fake against")
  return()
endif()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
