include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app
  STDOUT "^program ran \\(cuDNN built for CUDA runtime [0-9]+\\) status=OK found_by=already loaded cudnn-strict: cuDNN 9\\.19\\.0 from /[^ ]*/libcudnn\\.so\\.9 \\(already loaded\\) can run this program, built with cuDNN 9\\.19\\.0 \\(policy COMPATIBLE\\)\\.$")
