include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(REAL_PATH "${FAKE_stray_cnn_LIBRARY_DIR}" _stray)
file(REAL_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" _home)
guard_regex_quote("${_stray}" _stray)
guard_regex_quote("${_home}" _home)
guard_run(app LIBRARY_PATH "${FAKE_stray_cnn_LIBRARY_DIR}" "${FAKE_v9_19_0_LIBRARY_DIR}"
  RESULT "^78$"
  STDOUT "^$"
  STDERR "^cudnn-strict: the cuDNN sub-library ${_stray}/libcudnn_cnn\\.so\\.9 is loaded from another directory than libcudnn \\(${_home}/libcudnn\\.so\\.9, from ${_home}\\): libcudnn expects its sub-libraries beside itself, and these come from two installs, which fail with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH where their releases differ\\.${GUARD_FIX} Stopping")
# All from one directory: clean.
guard_run(app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" STDOUT "status=OK")
