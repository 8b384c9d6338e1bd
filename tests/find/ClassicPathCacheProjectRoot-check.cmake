cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON)
cudnn_strict_case_expect("exit code of the configure with CuDNNStrict" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the configure with CuDNNStrict" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the configure with CuDNNStrict" "${_out}"
  "header: [^ ]*/v9_1_0/include/cudnn_version\\.h \\[cached by another cuDNN module\\] -- library: [^ ]*/v9_1_0/lib64/libcudnn\\.so\\.9 \\[cached by another cuDNN module\\]")
if(_out MATCHES "replaced:")
  message(FATAL_ERROR "Case ${CASE}: an entry was replaced:\n${_out}")
endif()
