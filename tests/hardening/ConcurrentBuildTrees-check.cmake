# Both configures start together, each with its own log; sh waits for both.
set(_args -S "${SUITE_DIR}" -G "${GENERATOR}" "-DRUN_CASE=${CASE}"
  "-DCUDNN_STRICT_TEST_FAKES=${FAKES_FILE}" "-DCUDNN_STRICT_TEST_ASSERT=${ASSERT_FILE}"
  "-DCMAKE_MODULE_PATH=${MODULE_DIR}")
set(_script [[
"$0" "$@" -B "$TREE_A" > "$TREE_A.log" 2>&1 & first=$!
"$0" "$@" -B "$TREE_B" > "$TREE_B.log" 2>&1; b=$?
wait $first; a=$?
echo "$a $b"
]])
foreach(_round RANGE 1)
  file(REMOVE_RECURSE "${CASE_BUILD_DIR}-a" "${CASE_BUILD_DIR}-b")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env "TREE_A=${CASE_BUILD_DIR}-a" "TREE_B=${CASE_BUILD_DIR}-b"
      sh -c "${_script}" "${CMAKE_COMMAND}" ${_args}
    OUTPUT_VARIABLE _rcs)
  cudnn_strict_case_expect("exit codes of round ${_round}" "${_rcs}" "^0 0 $")
  file(READ "${CASE_BUILD_DIR}-a/result.txt" _a)
  file(READ "${CASE_BUILD_DIR}-b/result.txt" _b)
  cudnn_strict_case_expect("tree a, round ${_round}" "${_a}" "^9\\.19\\.0 9\\.19\\.0 [^ ]*/v9_19_0/lib64/libcudnn\\.so\\.9$")
  cudnn_strict_case_expect("tree b, round ${_round}" "${_b}" "^9\\.1\\.0 9\\.1\\.0 [^ ]*/v9_1_0/lib64/libcudnn\\.so\\.9$")
endforeach()
file(REMOVE_RECURSE "${CASE_BUILD_DIR}-a" "${CASE_BUILD_DIR}-b")
file(REMOVE "${CASE_BUILD_DIR}-a.log" "${CASE_BUILD_DIR}-b.log")
