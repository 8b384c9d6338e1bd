include("${FAKES_FILE}")
set(ENV{CUDNN_ROOT} "${FAKE_v9_missing_cnn_ROOT}")
cudnn_strict_case_configure(rc out err)
unset(ENV{CUDNN_ROOT})
cudnn_strict_case_expect("exit code with the other root" "${rc}" "^1$")
cudnn_strict_case_expect("error with the other root" "${err}"
  "install in [^ ]*v9_missing_cnn/lib64 lacks libcudnn_cnn\\.so\\.9, which 9\\.19\\.0 ships: ")
