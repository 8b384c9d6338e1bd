include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_returns_zero_LIBRARY_DIR}"
  RESULT "^78$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded [^ ]*/v9_returns_zero/lib64/libcudnn\\.so\\.9 \\([^)]*\\), which is not a usable cuDNN: its cudnnGetVersion\\(\\) returned 0, which is not a cuDNN version code\\.${GUARD_FIX} Stopping")
