include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_no_get_version_LIBRARY_DIR}"
  RESULT "^78$"
  STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded [^ ]*/v9_no_get_version/lib64/libcudnn\\.so\\.9 \\(already loaded; its directory is in LD_LIBRARY_PATH\\), which is not a usable cuDNN: it has no cudnnGetVersion symbol\\.${GUARD_FIX} Stopping")
