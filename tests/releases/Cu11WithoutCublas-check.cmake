# Named before cuDNN ran: no child process aborted (status 134).
if(case_stderr MATCHES "aborted|ended the process|did not finish")
  message(FATAL_ERROR "Case ${CASE}: cuDNN was run before the missing library was named:\n${case_stderr}")
endif()
# A failure caused by a missing file is not cached: the next configure of
# the same build tree looks again (installing cuBLAS changes no file the
# cache key covers).
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("exit code of the second configure" "${_rc}" "^1$")
cudnn_strict_case_expect("stdout of the second configure" "${_out}" "Checking that cuDNN [^ ]*/libcudnn\\.so\\.8 can run code built with")
cudnn_strict_case_expect("stderr of the second configure" "${_err}" "needs libcublas\\.so\\.11 \\(DT_NEEDED\\)")
