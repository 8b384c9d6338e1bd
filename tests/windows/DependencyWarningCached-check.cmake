# The re-configure: the kept report (no "Checking that cuDNN ..." line,
# the probe not run under Wine again) and its warning printed again.
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("re-configure: exit code" "${_rc}" "^0$" "${_out}")
if(_out MATCHES "Checking that cuDNN")
  message(FATAL_ERROR "the re-configure ran the probe again:\n${_out}")
endif()
cudnn_strict_case_expect("re-configure: stderr" "${_err}"
  "CuDNNStrict: under the emulator, as it finds DLLs \\(PATH is WINEPATH under Wine\\): cuDNN 9\\.1\\.0 opens cublasLt64_12\\.dll itself")
