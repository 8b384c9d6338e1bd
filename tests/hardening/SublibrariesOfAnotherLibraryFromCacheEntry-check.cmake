include("${FAKES_FILE}")
cudnn_strict_case_configure(rc out err "-DCUDNN_LIBRARY=${FAKE_v9_missing_cnn_LIBRARY}")
cudnn_strict_case_expect("exit code with the other library" "${rc}" "^1$")
cudnn_strict_case_expect("error with the other library" "${err}"
  "[^ ]*v9_missing_cnn/lib64/libcudnn\\.so\\.9 lacks sub-libraries that exist only in another directory \\(libcudnn_cnn at ")
