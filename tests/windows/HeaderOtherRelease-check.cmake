# The fix as printed, applied: the two -D values re-configure the same
# build tree, and cuDNN 9.1.0 (its header and DLL) is found.
string(REGEX REPLACE "[ \t\r\n]+" " " _stderr "${case_stderr}")
if(NOT _stderr MATCHES "-DCUDNN_INCLUDE_DIR=([^ ]+) -DCUDNN_LIBRARY=([^ ]+\\.dll)\\.")
  message(FATAL_ERROR "no -DCUDNN_INCLUDE_DIR/-DCUDNN_LIBRARY fix in:\n${case_stderr}")
endif()
cudnn_strict_case_configure(_rc _out _err "-DCUDNN_INCLUDE_DIR=${CMAKE_MATCH_1}"
  "-DCUDNN_LIBRARY=${CMAKE_MATCH_2}")
cudnn_strict_case_expect("the fix applied: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("the fix applied: stdout" "${_out}" "Found CuDNNStrict: [^\n]*\\(found (suitable )?version \"9\\.1\\.0\"")
if(_err MATCHES "Could NOT find|CMake Error")
  message(FATAL_ERROR "the fix applied still fails:\n${_err}")
endif()
