# The fix as written, then the same build tree again: libnvrtc.so is found
# and no longer named (cuBLAS, which this fixture lacks, still is).
string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${case_stderr}")
if(NOT _folded MATCHES "Fix: (ln -s libnvrtc\\.so\\.12 [^ ]+/libnvrtc\\.so)")
  message(FATAL_ERROR "Case ${CASE}: no link to make in:\n${case_stderr}")
endif()
execute_process(COMMAND sh -c "${CMAKE_MATCH_1}" RESULT_VARIABLE _ln_rc)
cudnn_strict_case_expect("exit status of the printed fix" "${_ln_rc}" "^0$")
cudnn_strict_case_configure(_rc _out _err)
if(_err MATCHES "opens libnvrtc\\.so ")
  message(FATAL_ERROR "Case ${CASE}: libnvrtc.so is still named after the fix:\n${_err}")
endif()
cudnn_strict_case_expect("stderr after the fix" "${_err}" "opens libcublas\\.so\\.12 itself")
