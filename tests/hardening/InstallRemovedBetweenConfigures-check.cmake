file(REMOVE_RECURSE "${CASE_BUILD_DIR}/../InstallRemovedBetweenConfigures-tree")
cudnn_strict_case_configure(rc out err)
cudnn_strict_case_expect("exit code after the removal" "${rc}" "^1$")
cudnn_strict_case_expect("error after the removal" "${err}" "no cuDNN header \\(cudnn_version\\.h or cudnn\\.h\\) was found in the searched locations \\(ROOT\\)")
