include("${SUITE_DIR}/support/Run.cmake")
guard_build()
set(_asan "ASAN_OPTIONS=halt_on_error=1:detect_leaks=1" "UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1")
guard_run(app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" ENV ${_asan} STDOUT "status=OK")
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV ${_asan}
  RESULT "^78$" STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 .* Stopping;")
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV ${_asan} CUDNN_STRICT_GUARD=warn
  STDOUT "status=INCOMPATIBLE" STDERR "Continuing anyway")
guard_run(app LIBRARY_PATH "${FAKE_v9_no_get_version_LIBRARY_DIR}" ENV ${_asan} CUDNN_STRICT_GUARD=warn
  STDOUT "status=NOT_CUDNN" STDERR "it has no cudnnGetVersion symbol")
guard_run(lazy LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV ${_asan} CUDNN_STRICT_GUARD=off
  RESULT "^1$" STDOUT "^status=INCOMPATIBLE ")
guard_run(threads LIBRARY_PATH "${FAKE_v9_21_0_LIBRARY_DIR}" ENV ${_asan} CUDNN_STRICT_GUARD=off
  STDOUT "^64 threads agree: status=OK ")
