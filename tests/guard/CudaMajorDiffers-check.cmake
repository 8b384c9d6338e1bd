include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_cudart12_LIBRARY_DIR}"
  RESULT "^78$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 for CUDA 13\\.[0-9]+ but loaded cuDNN 9\\.19\\.0 built for CUDA 12\\.8 from [^ ]*/v9_cudart12/lib64/libcudnn\\.so\\.9 \\([^)]*\\): cuDNN is built per CUDA major version, and the CUDA major versions must be equal\\.${GUARD_FIX} Stopping")
