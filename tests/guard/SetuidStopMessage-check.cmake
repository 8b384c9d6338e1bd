include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(COPY_FILE "${CASE_BUILD_DIR}/lazy" "${CASE_BUILD_DIR}/lazy_setuid")
execute_process(COMMAND chown nobody "${CASE_BUILD_DIR}/lazy_setuid" COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND chmod u+s "${CASE_BUILD_DIR}/lazy_setuid" COMMAND_ERROR_IS_FATAL ANY)
file(REAL_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" _dir)
guard_regex_quote("${_dir}" _dir)
guard_run(lazy_setuid LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=warn
  RESULT "^78$"
  STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ${_dir}/libcudnn\\.so\\.9 \\(loader search\\): the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\.${GUARD_FIX} Stopping \\(this set-user-ID or set-group-ID program ignores CUDNN_STRICT_GUARD\\)\\.$")
