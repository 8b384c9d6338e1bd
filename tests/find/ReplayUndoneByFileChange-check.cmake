include("${SUITE_DIR}/support/Reconfigure.cmake")
set(_lib "${CASE_BUILD_DIR}/install/lib64")
set(_reference "${CASE_BUILD_DIR}/reference")
find_case_reconfigure("nothing changed" FALSE _rc _out _err)
cudnn_strict_case_expect("stdout with nothing changed" "${_out}" "RESULT 9\\.19\\.0 PASSED")

# The heuristic sub-library, which cuDNN has no version check for, one
# byte longer, its time put back: its size tells.
file(TOUCH "${_reference}")
execute_process(COMMAND touch -r "${_lib}/libcudnn_heuristic.so.9" "${_reference}")
file(APPEND "${_lib}/libcudnn_heuristic.so.9" "x")
execute_process(COMMAND touch -r "${_reference}" "${_lib}/libcudnn_heuristic.so.9" RESULT_VARIABLE _touched)
cudnn_strict_case_expect("putting the time back" "${_touched}" "^0$")
find_case_reconfigure("a sub-library's size" TRUE _rc _out _err)
cudnn_strict_case_expect("exit code after the size changed" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr after the size changed" "${_err}" "^$")
cudnn_strict_case_expect("stdout after the size changed" "${_out}" "RESULT 9\\.19\\.0 PASSED")
find_case_reconfigure("the size kept" FALSE _rc _out _err)

# Another file named like a cuDNN library beside libcudnn.
file(COPY_FILE "${_lib}/libcudnn_heuristic.so.9" "${_lib}/libcudnn_heuristic.so.9.19.0")
find_case_reconfigure("a file added beside libcudnn" TRUE _rc _out _err)
cudnn_strict_case_expect("exit code after a file was added" "${_rc}" "^0$")
find_case_reconfigure("the file kept" FALSE _rc _out _err)

# The header's text, its time put back: its contents tell.
set(_header "${CASE_BUILD_DIR}/install/include/cudnn_version.h")
execute_process(COMMAND touch -r "${_header}" "${_reference}")
file(APPEND "${_header}" "/* a comment */\n")
execute_process(COMMAND touch -r "${_reference}" "${_header}")
find_case_reconfigure("the header's text" TRUE _rc _out _err)
cudnn_strict_case_expect("exit code after the header changed" "${_rc}" "^0$")
cudnn_strict_case_expect("stdout after the header changed" "${_out}" "RESULT 9\\.19\\.0 PASSED")
find_case_reconfigure("the header kept" FALSE _rc _out _err)
