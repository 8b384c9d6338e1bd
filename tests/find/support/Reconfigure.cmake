# Distributed under the OSI-approved BSD 3-Clause License.
#
# For a case's -check.cmake: configures the case's build tree again and
# tells whether the module replayed the previous findings or did the work
# again (a trace of Locations.cmake, which a replay never reads).  --trace
# makes CMake 4 warn of every policy a project leaves unset, so the run
# silences author warnings (-Wno-author).

# find_case_reconfigure(<what> <expect_work> <out_rc> <out_stdout> <out_stderr>
#                       [ENV <VAR=value>...] [ARGS <argument>...])
# Fails unless the re-configure did the work (<expect_work> TRUE) or
# replayed (FALSE).
function(find_case_reconfigure what expect_work out_rc out_stdout out_stderr)
  cmake_parse_arguments(PARSE_ARGV 5 _re "" "" "ENV;ARGS")
  set(_trace "${CASE_BUILD_DIR}/helpers-trace.txt")
  file(REMOVE "${_trace}")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env ${_re_ENV} ${CMAKE_COMMAND} -S "${SUITE_DIR}" -B "${CASE_BUILD_DIR}"
      -G "${GENERATOR}" "-DRUN_CASE=${CASE}" "-DCUDNN_STRICT_TEST_FAKES=${FAKES_FILE}"
      "-DCUDNN_STRICT_TEST_ASSERT=${ASSERT_FILE}" "-DCMAKE_MODULE_PATH=${MODULE_DIR}"
      -Wno-author "--trace-source=${MODULE_DIR}/CuDNNStrict/Locations.cmake" "--trace-redirect=${_trace}"
      ${_re_ARGS}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  set(_traced "")
  if(EXISTS "${_trace}")
    file(READ "${_trace}" _traced)
  endif()
  if(expect_work AND _traced STREQUAL "")
    message(FATAL_ERROR "Case ${CASE}: ${what}: the re-configure replayed the previous findings:\n${_out}\n${_err}")
  elseif(NOT expect_work AND NOT _traced STREQUAL "")
    message(FATAL_ERROR "Case ${CASE}: ${what}: the re-configure did the work again:\n${_out}\n${_err}")
  endif()
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_stdout} "${_out}" PARENT_SCOPE)
  set(${out_stderr} "${_err}" PARENT_SCOPE)
endfunction()
