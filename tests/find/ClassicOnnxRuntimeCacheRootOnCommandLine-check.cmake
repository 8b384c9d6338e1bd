include("${FAKES_FILE}")
cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON
  "-DCuDNNStrict_ROOT=${FAKE_v9_19_0_ROOT}")
cudnn_strict_case_expect("exit code of the configure with CuDNNStrict" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the configure with CuDNNStrict" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the configure with CuDNNStrict" "${_out}"
  "CuDNNStrict: CUDNN_INCLUDE_DIR was [^ ]*/v9_1_0/include, cached by another cuDNN module: searching again, CuDNNStrict_ROOT first, then [^ ]*/v9_1_0/include .* library: [^ ]*/v9_19_0/lib64/libcudnn\\.so\\.9 \\[CuDNNStrict_ROOT\\] .* -- replaced: cudnn_LIBRARY was [^ ]*/v9_1_0/lib64/libcudnn\\.so, CUDNN_INCLUDE_DIR was [^ ]*/v9_1_0/include \\(cached by another cuDNN module\\) -- Configuring done")
