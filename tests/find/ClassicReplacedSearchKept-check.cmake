include("${FAKES_FILE}")
if(NOT FAKE_VENV_PYTHON)
  message(STATUS "CUDNN_STRICT_SKIP: no Python to make a virtual environment")
  return()
endif()
# The root: cuDNN 9.19.0 with its library in lib/ only.
set(_root "${CASE_BUILD_DIR}/cudnn")
file(REMOVE_RECURSE "${_root}")
file(COPY "${FAKE_v9_19_0_INCLUDE_DIR}/" DESTINATION "${_root}/include")
file(COPY "${FAKE_v9_19_0_LIBRARY_DIR}/" DESTINATION "${_root}/lib")
cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON "-DCUDNN_ROOT=${_root}")
cudnn_strict_case_expect("exit code of the configure with CuDNNStrict" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the configure with CuDNNStrict" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the configure with CuDNNStrict" "${_out}"
  "library: [^ ]*/cudnn/lib/libcudnn\\.so\\.9 \\[CUDNN_ROOT\\] .* -- replaced: CUDNN_INCLUDE_PATH was [^ ]*/v9_1_0/include, CUDNN_LIBRARY_PATH was [^ ]*/v9_1_0/lib64/libcudnn\\.so \\(cached by another cuDNN module\\) -- Configuring done")
# The same release copied since into lib64/, which the root's search
# visits first: nothing the search reads changed, so the library found
# stays.
file(COPY "${FAKE_v9_19_0_LIBRARY_DIR}/" DESTINATION "${_root}/lib64")
cudnn_strict_case_configure(_rc _out _err -DCASE_SWITCHED_TO_CUDNN_STRICT=ON)
cudnn_strict_case_expect("exit code of the third configure" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the third configure" "${_err}" "^$")
cudnn_strict_case_expect("stdout of the third configure" "${_out}"
  "-- header: [^ ]*/cudnn/include/cudnn_version\\.h \\[CUDNN_ROOT\\] -- library: [^ ]*/cudnn/lib/libcudnn\\.so\\.9 \\[CUDNN_ROOT\\] ")
