include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(REAL_PATH "${GUARD_LIBRARY_DIR}" _built_dir)
guard_regex_quote("${_built_dir}" _built_dir)
guard_run(lazy
  RESULT "^78$"
  STDERR "^cudnn-strict: this program was built with cuDNN 10\\.0\\.0 but libcudnn\\.so\\.10 cannot be loaded: libcudnn\\.so\\.10: cannot open shared object file: No such file or directory\\.${GUARD_FIX} Stopping")
# The start-up check ran first and found the library by the loader's
# search; the program's own call gets that same, once-made report.
guard_run(lazy LIBRARY_PATH "${FAKE_v10_0_0_LIBRARY_DIR}"
  STDOUT "^status=OK found_by=loader search cudnn-strict: cuDNN 10\\.0\\.0 from [^ ]*/v10_0_0/lib64/libcudnn\\.so\\.10 \\(loader search; its directory is in LD_LIBRARY_PATH\\)")
