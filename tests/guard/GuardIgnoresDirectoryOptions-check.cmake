include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" STDOUT "^program ran: middle_value\\(\\) = 42$")
