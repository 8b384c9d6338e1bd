include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(static_app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=verbose
  RESULT "^0$"
  STDOUT "^program ran with cuDNN 91900$"
  STDERR "^cudnn-strict: cuDNN 9\\.19\\.0 from this program \\(cuDNN linked in statically\\) can run this program, built with cuDNN 9\\.19\\.0")
