# A re-configure keeps what the environment named, under the same labels.
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the re-configure" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the re-configure" "${_out}"
  "CuDNNStrict: cuDNN 9\\.1\\.0 \\(code 90100\\), built for CUDA [0-9.]+ \\(findings unchanged\\)")
