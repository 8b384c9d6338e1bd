include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_cudart12_LIBRARY_DIR}"
  RESULT "^78$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from [^ ]*/v9_1_0_cudart12/lib64/libcudnn\\.so\\.9 \\([^)]*\\): the library's minor version must be equal to or newer than the header's \\(policy [A-Z_]+\\); it is also built for CUDA 12\\.4 and this program for CUDA 13\\.[0-9]+\\.${GUARD_FIX} Stopping")
