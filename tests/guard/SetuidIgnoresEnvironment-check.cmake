include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(COPY_FILE "${CASE_BUILD_DIR}/lazy" "${CASE_BUILD_DIR}/lazy_setuid")
execute_process(COMMAND chown nobody "${CASE_BUILD_DIR}/lazy_setuid" COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND chmod u+s "${CASE_BUILD_DIR}/lazy_setuid" COMMAND_ERROR_IS_FATAL ANY)
# An ordinary process obeys CUDNN_STRICT_GUARD=off (and LD_LIBRARY_PATH).
guard_run(lazy LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=off
  STDOUT "^status=OK ")
guard_run(lazy ENV CUDNN_STRICT_GUARD=off RESULT "^1$" STDOUT "^status=INCOMPATIBLE ")
# The set-user-ID copy checks and stops whatever the environment says.
guard_run(lazy_setuid LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=off
  RESULT "^78$"
  STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from [^ ]*/v9_1_0/lib64/libcudnn\\.so\\.9 \\(loader search\\): .* Stopping")
