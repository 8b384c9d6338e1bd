include("${FAKES_FILE}")
cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON
  "-DCUDNN_ROOT=${FAKE_v9_19_0_ROOT}")
cudnn_strict_case_expect("exit code of the configure with CuDNNStrict" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the configure with CuDNNStrict" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the configure with CuDNNStrict" "${_out}"
  "header: [^ ]*/v9_19_0/include/cudnn_version\\.h \\[CUDNN_ROOT\\] -- library: [^ ]*/v9_19_0/lib64/libcudnn\\.so\\.9 \\[CUDNN_ROOT\\] .* -- replaced: CUDNN_INCLUDE_PATH was [^ ]*/v9_1_0/include, CUDNN_LIBRARY_PATH was [^ ]*/v9_1_0/lib64/libcudnn\\.so \\(cached by another cuDNN module\\) -- Configuring done")
# The next configure finds the same, and nothing is left to replace.
cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON)
cudnn_strict_case_expect("exit code of the third configure" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the third configure" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the third configure" "${_out}"
  "library: [^ ]*/v9_19_0/lib64/libcudnn\\.so\\.9 \\[CUDNN_ROOT\\]")
if(_out MATCHES "replaced:")
  message(FATAL_ERROR "Case ${CASE}: the third configure replaced an entry again:\n${_out}")
endif()
