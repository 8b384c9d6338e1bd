set(_tree "${CASE_BUILD_DIR}/../DowngradeInPlace-tree")
include("${FAKES_FILE}")
file(COPY_FILE "${FAKE_v9_1_0_LIBRARY}" "${_tree}/lib64/libcudnn.so.9")
cudnn_strict_case_configure(rc out err)
file(REMOVE_RECURSE "${_tree}")
cudnn_strict_case_expect("exit code after the downgrade" "${rc}" "^1$")
cudnn_strict_case_expect("error after the downgrade" "${err}"
  "cuDNN header [^ ]*/DowngradeInPlace-tree/include/cudnn_version\\.h is 9\\.19\\.0 but the library [^ ]*/DowngradeInPlace-tree/lib64/libcudnn\\.so\\.9 is 9\\.1\\.0: the library.s minor version must be equal to or newer than the header.s")
