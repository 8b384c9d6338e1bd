# Distributed under the OSI-approved BSD 3-Clause License.
#
# The suite's DartConfiguration.tcl names the JUnit testsuite (cmake -P,
# with DART_CONFIGURATION and WORK_DIR): ctest, run on a one-test tree
# holding a copy of it, writes <testsuite name="CuDNNStrict">.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(COPY_FILE "${DART_CONFIGURATION}" "${WORK_DIR}/DartConfiguration.tcl")
file(WRITE "${WORK_DIR}/CTestTestfile.cmake" "add_test(one \"${CMAKE_COMMAND}\" -E true)\n")
execute_process(COMMAND "${CMAKE_CTEST_COMMAND}" --output-junit "${WORK_DIR}/junit.xml"
  WORKING_DIRECTORY "${WORK_DIR}" RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "")
  message(FATAL_ERROR "ctest failed (exit ${_rc}):\n${_out}${_err}")
endif()
file(READ "${WORK_DIR}/junit.xml" _junit)
if(NOT _junit MATCHES "^<\\?xml[^\n]*\n<testsuite name=\"CuDNNStrict\"\n")
  message(FATAL_ERROR "the JUnit file's testsuite is not named CuDNNStrict:\n${_junit}")
endif()
