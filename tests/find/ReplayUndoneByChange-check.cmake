# Each re-configure reports whether it read the module's helpers (a trace
# of Locations.cmake) and whether it ran the probe.  --trace makes CMake 4
# warn of every policy a project leaves unset, with or without this
# module: the traced runs silence author warnings (-Wno-author), and
# ReconfigureReplays checks that an untraced re-configure prints nothing.
set(_trace "${CASE_BUILD_DIR}/helpers-trace.txt")
function(reconfigure what expect_work out_stdout)
  file(REMOVE "${_trace}")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env ${ENVIRONMENT} ${CMAKE_COMMAND} -S "${SUITE_DIR}" -B "${CASE_BUILD_DIR}"
      -G "${GENERATOR}" "-DRUN_CASE=${CASE}" "-DCUDNN_STRICT_TEST_FAKES=${FAKES_FILE}"
      "-DCUDNN_STRICT_TEST_ASSERT=${ASSERT_FILE}" "-DCMAKE_MODULE_PATH=${MODULE_DIR}"
      -Wno-author "--trace-source=${MODULE_DIR}/CuDNNStrict/Locations.cmake" "--trace-redirect=${_trace}"
      ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  cudnn_strict_case_expect("exit code (${what})" "${_rc}" "^0$")
  cudnn_strict_case_expect("stderr (${what})" "${_err}" "^$")
  set(_traced "")
  if(EXISTS "${_trace}")
    file(READ "${_trace}" _traced)
  endif()
  if(expect_work AND _traced STREQUAL "")
    message(FATAL_ERROR "Case ${CASE}: ${what}: the re-configure replayed the previous findings:\n${_out}")
  elseif(NOT expect_work AND NOT _traced STREQUAL "")
    message(FATAL_ERROR "Case ${CASE}: ${what}: the re-configure did the work again:\n${_out}")
  endif()
  set(${out_stdout} "${_out}" PARENT_SCOPE)
endfunction()

set(ENVIRONMENT "")
reconfigure("nothing changed" FALSE _out)
cudnn_strict_case_expect("nothing changed" "${_out}" "RESULT 9\\.19\\.0: [^\n]*policy COMPATIBLE")
reconfigure("another policy" TRUE _out -DCUDNN_STRICT_POLICY=EXACT)
cudnn_strict_case_expect("another policy" "${_out}" "Checking that cuDNN [^\n]* - yes")
cudnn_strict_case_expect("another policy" "${_out}" "RESULT 9\\.19\\.0: [^\n]*policy EXACT")
reconfigure("the policy kept" FALSE _out)
cudnn_strict_case_expect("the policy kept" "${_out}" "RESULT 9\\.19\\.0: [^\n]*policy EXACT")
# LD_LIBRARY_PATH decides which cuDNN a program loads: the probe runs again.
set(ENVIRONMENT "LD_LIBRARY_PATH=${CASE_BUILD_DIR}")
reconfigure("another LD_LIBRARY_PATH" TRUE _out)
cudnn_strict_case_expect("another LD_LIBRARY_PATH" "${_out}" "Checking that cuDNN [^\n]* - yes")
reconfigure("the environment kept" FALSE _out)
