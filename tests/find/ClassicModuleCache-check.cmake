cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON)
cudnn_strict_case_expect("exit code of the configure with CuDNNStrict" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the configure with CuDNNStrict" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the configure with CuDNNStrict" "${_out}"
  "CuDNNStrict: CUDNN_LIBRARY was [^ ]*/v9_1_0/lib64/libcudnn\\.so, cached by another cuDNN module: searching again, [^ ]*/v9_1_0/lib64 first .* library: [^ ]*/v9_1_0/lib64/libcudnn\\.so\\.9 \\[cached by another cuDNN module\\]")
# From then on the entries are the package's own: nothing is searched again.
cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON)
cudnn_strict_case_expect("exit code of the third configure" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the third configure" "${_err}" "^$")
if(_out MATCHES "cached by another cuDNN module: searching")
  message(FATAL_ERROR "Case ${CASE}: the third configure searched again:\n${_out}")
endif()
