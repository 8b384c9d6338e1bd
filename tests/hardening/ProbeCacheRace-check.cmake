include("${SUITE_DIR}/support/ProbeCache.cmake")
set(args -S "${SUITE_DIR}" -G "${GENERATOR}" "-DRUN_CASE=${CASE}"
  "-DCUDNN_STRICT_TEST_FAKES=${FAKES_FILE}" "-DCUDNN_STRICT_TEST_ASSERT=${ASSERT_FILE}"
  "-DCMAKE_MODULE_PATH=${MODULE_DIR}" "-DCASE_XDG=${CASE_BUILD_DIR}/xdg")
set(script [[
"$0" "$@" -B "$TREE_A" > "$TREE_A.log" 2>&1 & first=$!
"$0" "$@" -B "$TREE_B" > "$TREE_B.log" 2>&1; b=$?
wait $first; a=$?
echo "$a $b"
]])
foreach(round RANGE 2)
  file(REMOVE_RECURSE "${CASE_BUILD_DIR}/xdg" "${CASE_BUILD_DIR}-a" "${CASE_BUILD_DIR}-b")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env "TREE_A=${CASE_BUILD_DIR}-a" "TREE_B=${CASE_BUILD_DIR}-b"
      sh -c "${script}" "${CMAKE_COMMAND}" ${args}
    OUTPUT_VARIABLE rcs)
  cudnn_strict_case_expect("exit codes of round ${round}" "${rcs}" "^0 0 $")
  foreach(tree IN ITEMS a b)
    file(READ "${CASE_BUILD_DIR}-${tree}.log" log)
    cudnn_strict_case_expect("tree ${tree}, round ${round}" "${log}"
      "PROBE FOUND=TRUE VERSION=9\\.19\\.0 probe\\.program_from=(built|cache)")
  endforeach()
  probe_cache_program_entries(entries)
  list(LENGTH entries count)
  cudnn_strict_case_expect("program entries after round ${round}" "${count}" "^1$")
  probe_cache_expect_sound("${entries}")
  file(GLOB leftovers "${CASE_BUILD_DIR}/xdg/cudnn-strict/*.tmp-*")
  cudnn_strict_case_expect("temporaries after round ${round}" "${leftovers}" "^$")
endforeach()
file(REMOVE_RECURSE "${CASE_BUILD_DIR}-a" "${CASE_BUILD_DIR}-b")
file(REMOVE "${CASE_BUILD_DIR}-a.log" "${CASE_BUILD_DIR}-b.log")
