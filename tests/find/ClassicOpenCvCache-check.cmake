include("${FAKES_FILE}")
cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON "-DCuDNNStrict_ROOT=${FAKE_v9_19_0_ROOT}")
cudnn_strict_case_expect("exit code of the configure with CuDNNStrict" "${_rc}" "^0$" "${_out}${_err}")
cudnn_strict_case_expect("stderr of the configure with CuDNNStrict" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the configure with CuDNNStrict" "${_out}"
  "CuDNNStrict: CUDNN_INCLUDE_DIR was [^ ]*/v9_1_0/include, cached by another cuDNN module: searching again, CuDNNStrict_ROOT first, then [^ ]*/v9_1_0/include .* header: [^ ]*/v9_19_0/include/cudnn_version\\.h \\[CuDNNStrict_ROOT\\]")
