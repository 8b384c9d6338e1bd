if(case_stdout MATCHES "CUDNN_STRICT_SKIP: ")
  return()
endif()
include("${SUITE_DIR}/support/ShadowedBuild.cmake")
find_case_shadowed_build(_out _real)
cudnn_strict_case_expect("output of the build" "${_out}"
  "error: #error \"CuDNNStrict: this target compiles [^ ]*/include/cudnn_version\\.h( or [^ ]*/cudnn_version\\.h)? \\(cuDNN ${_real}\\), not the cuDNN 9\\.1\\.0 header that CMake judged against the library \\([^ ]*/v9_1_0/include/cudnn_version\\.h\\)")
