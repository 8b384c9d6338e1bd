include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" STDOUT "^program ran: middle_value\\(\\) = 42$")
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}"
  RESULT "^78$" STDOUT "^$" STDERR "^cudnn-strict: .*cuDNN 9\\.19\\.0.* cuDNN 9\\.1\\.0 from ")
