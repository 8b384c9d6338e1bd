include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(REAL_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" _dir)
guard_regex_quote("${_dir}" _dir)
# Directories are named by their real paths.
file(REAL_PATH "${GUARD_LIBRARY_DIR}" _built_dir)
guard_regex_quote("${_built_dir}" _built_dir)
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}"
  RESULT "^78$"
  STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ${_dir}/libcudnn\\.so\\.9 \\(already loaded; its directory is in LD_LIBRARY_PATH\\): the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\.${GUARD_FIX} Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway\\.$")
