# Named before cuDNN ran: no child process aborted.
if(case_stderr MATCHES "aborted|did not finish")
  message(FATAL_ERROR "Case ${CASE}: cuDNN was run before the missing library was named:\n${case_stderr}")
endif()
# The fix as written (zlib's directory on LD_LIBRARY_PATH), in the same
# build tree: the failure was not cached, and the install now passes.
include("${FAKES_FILE}")
set(ENV{LD_LIBRARY_PATH} "${FAKE_ZLIB_DIR}")
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("exit code with zlib on LD_LIBRARY_PATH" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr with zlib on LD_LIBRARY_PATH" "${_err}" "^$")
cudnn_strict_case_expect("stdout with zlib on LD_LIBRARY_PATH" "${_out}" "Found CuDNNStrict: [^ ]*/v9_without_zlib/")
