# A re-configure says it again: a configure that warned is not replayed.
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^0$" "${_err}")
cudnn_strict_case_expect("stderr of the re-configure" "${_err}"
  "^CMake Warning at [^ ]*/Find\\.cmake:[0-9]+ \\(message\\): CuDNNStrict: CUDNN_ROOT is [^ ]*/RootNamesOtherFile/notes\\.txt, a file that is neither a cuDNN library nor a cuDNN header: ignored\\.")
