include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(COPY_FILE "${CASE_BUILD_DIR}/lazy" "${CASE_BUILD_DIR}/lazy_setuid")
execute_process(COMMAND chown nobody "${CASE_BUILD_DIR}/lazy_setuid" COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND chmod u+s "${CASE_BUILD_DIR}/lazy_setuid" COMMAND_ERROR_IS_FATAL ANY)
guard_run(lazy_setuid LIBRARY_PATH "${FAKE_v10_0_0_LIBRARY_DIR}"
  RESULT "^78$"
  STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 10\\.0\\.0 but libcudnn\\.so\\.10 cannot be loaded: libcudnn\\.so\\.10: cannot open shared object file: No such file or directory\\.${GUARD_FIX} Stopping \\(this set-user-ID or set-group-ID program ignores CUDNN_STRICT_GUARD\\)\\.$")
