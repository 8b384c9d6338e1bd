set(_tree "${CASE_BUILD_DIR}/../SublibraryEmptiedAfterConfigure-tree")
file(WRITE "${_tree}/lib64/libcudnn_cnn.so.9" "")
cudnn_strict_case_configure(rc out err)
file(REMOVE_RECURSE "${_tree}")
cudnn_strict_case_expect("exit code after emptying it" "${rc}" "^1$")
cudnn_strict_case_expect("error after emptying it" "${err}"
  "the cuDNN library [^ ]*/SublibraryEmptiedAfterConfigure-tree/lib64/libcudnn_cnn\\.so\\.9 is empty \\(0 bytes\\)")
