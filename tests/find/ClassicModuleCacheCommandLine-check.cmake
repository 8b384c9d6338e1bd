include("${FAKES_FILE}")
cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON
  "-DCUDNN_LIBRARY=${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn.so")
cudnn_strict_case_expect("exit code of the configure with CuDNNStrict" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the configure with CuDNNStrict" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the configure with CuDNNStrict" "${_out}"
  "library: [^ ]*/v9_19_0/lib64/libcudnn\\.so \\[CUDNN_LIBRARY\\]")
