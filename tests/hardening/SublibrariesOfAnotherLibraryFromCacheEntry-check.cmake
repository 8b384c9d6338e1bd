include("${FAKES_FILE}")
cudnn_strict_case_configure(rc out err "-DCUDNN_LIBRARY=${FAKE_v9_missing_cnn_LIBRARY}")
cudnn_strict_case_expect("exit code with the other library" "${rc}" "^1$")
cudnn_strict_case_expect("error with the other library" "${err}"
  "install in [^ ]*v9_missing_cnn/lib64 lacks libcudnn_cnn\\.so\\.9, which 9\\.19\\.0 ships: ")
