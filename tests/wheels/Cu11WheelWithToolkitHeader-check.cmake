# The header's version in the refusal is the one the case read from the
# toolkit's header and printed: a regex of the -stderr.txt cannot hold it.
string(REGEX MATCH "HEADER=(([0-9]+)\\.[0-9]+\\.[0-9]+)" _header "${case_stdout}")
set(_major "${CMAKE_MATCH_2}")
string(REPLACE "." "\\." _version "${CMAKE_MATCH_1}")
cudnn_strict_case_expect("stderr" "${case_stderr}"
  "cudnn_version\\.h is ${_version} but the library .* Fix: use a cuDNN ${_major}\\.x library \\(set CUDNN_LIBRARY\\)\\.")
