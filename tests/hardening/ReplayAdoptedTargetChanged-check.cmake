cudnn_strict_case_configure(rc out err -DCASE_ADOPT=v9_19_0)
cudnn_strict_case_expect("exit code with the target changed" "${rc}" "^0$")
cudnn_strict_case_expect("stderr with the target changed" "${err}" "^$")
cudnn_strict_case_expect("result with the target changed" "${out}"
  "-- RESULT VERSION=9\\.19\\.0 LIBRARIES=[^ ]*/v9_19_0/lib[^ ]*/libcudnn\\.so")
