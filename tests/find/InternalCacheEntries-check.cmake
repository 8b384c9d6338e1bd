# The same entries after a re-configure that reused them, and no others.
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^0$")
file(STRINGS "${CASE_BUILD_DIR}/CMakeCache.txt" _entries REGEX "^_CuDNNStrict_[A-Za-z_]+:INTERNAL=")
set(_names "")
foreach(_entry IN LISTS _entries)
  string(REGEX REPLACE ":INTERNAL=.*" "" _name "${_entry}")
  list(APPEND _names "${_name}")
endforeach()
list(SORT _names)
string(REPLACE ";" " " _names "${_names}")
cudnn_strict_case_expect("the INTERNAL cache entries" "${_names}"
  "^_CuDNNStrict_LAST_SUMMARY _CuDNNStrict_PROBE_REPORT _CuDNNStrict_READER _CuDNNStrict_SEARCHED$")
