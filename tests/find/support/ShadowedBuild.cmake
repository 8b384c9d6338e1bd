# Distributed under the OSI-approved BSD 3-Clause License.
#
# For the cases whose program compiles another cuDNN header than the judged
# one (HeaderShadowed*): builds the case's target `program`, which must
# fail, and sets <out_output> to what the build printed and <out_real> to
# the version of the header that shadows the judged one (this machine's
# toolkit cuDNN, CUDNN_STRICT_TEST_REAL_VERSION, default 9.19.0), escaped
# for a regex.
function(find_case_shadowed_build out_output out_real)
  set(_real_version 9.19.0)
  if(DEFINED CUDNN_STRICT_TEST_REAL_VERSION)
    set(_real_version "${CUDNN_STRICT_TEST_REAL_VERSION}")
  endif()
  string(REPLACE "." "\\." _real "${_real_version}")
  execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target program
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  cudnn_strict_case_expect("exit code of the build" "${_rc}" "^[1-9][0-9]*$" "${_out}")
  set(${out_output} "${_out}" PARENT_SCOPE)
  set(${out_real} "${_real}" PARENT_SCOPE)
endfunction()
