include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_21_0_LIBRARY_DIR}" STDOUT "^program ran .* status=OK ")
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^78$" STDERR "^cudnn-strict: ")
