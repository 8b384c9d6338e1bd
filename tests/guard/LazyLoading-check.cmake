include("${SUITE_DIR}/support/Run.cmake")
guard_build()
# With the start-up check off, the program's own call examines the library
# the program loaded.
guard_run(lazy LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=off
  RESULT "^1$"
  STDOUT "^status=INCOMPATIBLE found_by=already loaded cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from [^ ]*/v9_1_0/lib64/libcudnn\\.so\\.9 \\(already loaded; its directory is in LD_LIBRARY_PATH\\): the library's minor version must be equal to or newer than the header's")
guard_run(lazy LIBRARY_PATH "${FAKE_v9_21_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=off
  STDOUT "^status=OK found_by=already loaded cudnn-strict: cuDNN 9\\.21\\.0 from ")
# With it on, the guard finds the library the way the program will, before
# main, and stops.
guard_run(lazy LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}"
  RESULT "^78$"
  STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from [^ ]*/v9_1_0/lib64/libcudnn\\.so\\.9 \\(loader search; its directory is in LD_LIBRARY_PATH\\)")
