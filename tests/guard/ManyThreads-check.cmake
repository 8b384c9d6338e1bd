include("${SUITE_DIR}/support/Run.cmake")
guard_build()
# CUDNN_STRICT_GUARD=off: no start-up check, so the threads race to be first.
guard_run(threads LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=off
  STDOUT "^64 threads agree: status=INCOMPATIBLE cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 ")
guard_run(threads LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=off
  STDOUT "^64 threads agree: status=OK ")
