include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}"
  STDOUT "^program ran .* status=INCOMPATIBLE "
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 .* Continuing anyway")
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=abort
  RESULT "^78$" STDOUT "^$" STDERR "^cudnn-strict: .* Stopping;")
