include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_21_0_LIBRARY_DIR}"
  RESULT "^78$"
  STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.21\\.0 from [^ ]*/v9_21_0/lib64/libcudnn\\.so\\.9 \\([^)]*\\): the minor versions must be equal \\(policy EXACT\\)\\.${GUARD_FIX} Stopping")
# The configured version itself still passes.
guard_run(app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" STDOUT "status=OK")
