include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(loads_local ARGS "${CASE_BUILD_DIR}/libcarrier.so"
  LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=verbose
  RESULT "^0$"
  STDOUT "^library ran: middle_value\\(\\) = 42$"
  STDERR "^cudnn-strict: cuDNN 9\\.19\\.0 from this library \\(cuDNN linked in statically\\) can run this library, built with cuDNN 9\\.19\\.0")
