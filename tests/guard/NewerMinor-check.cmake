include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_21_0_LIBRARY_DIR}"
  STDOUT "^program ran .* status=OK found_by=already loaded cudnn-strict: cuDNN 9\\.21\\.0 from [^ ]*/v9_21_0/lib64/libcudnn\\.so\\.9 \\(already loaded; its directory is in LD_LIBRARY_PATH\\) can run this program, built with cuDNN 9\\.19\\.0 \\(policy COMPATIBLE\\)\\.$")
