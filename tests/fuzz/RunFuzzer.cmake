# Distributed under the OSI-approved BSD 3-Clause License.
#
# Builds tests/fuzz/fuzz_guard_rules.c with clang's libFuzzer, AddressSanitizer
# and UndefinedBehaviorSanitizer, and runs it for RUNS executions (cmake -P,
# with CLANG, FUZZ_SOURCE, GUARD_DIR, INCLUDE_DIRS, the guard's include
# path separated by "|", WORK_DIR, RUNS).  A crash, a sanitizer report or
# a broken property fails the test; the figures are printed.

file(MAKE_DIRECTORY "${WORK_DIR}/corpus")
set(_includes "-I${GUARD_DIR}/src")
string(REPLACE "|" ";" _dirs "${INCLUDE_DIRS}")
foreach(_dir IN LISTS _dirs)
  list(APPEND _includes "-I${_dir}")
endforeach()
execute_process(
  COMMAND "${CLANG}" -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
    ${_includes} "${FUZZ_SOURCE}" -ldl -lpthread
    -o "${WORK_DIR}/fuzz_guard_rules"
  RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the fuzz target failed:\n${_err}")
endif()
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env CUDNN_STRICT_GUARD=off
    "${WORK_DIR}/fuzz_guard_rules" -runs=${RUNS} -seed=1 -max_len=512 "${WORK_DIR}/corpus"
  RESULT_VARIABLE _rc ERROR_VARIABLE _err)
string(REGEX MATCH "Done [0-9]+ runs in [0-9]+ second" _done "${_err}")
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "the fuzz target failed (exit ${_rc}):\n${_err}")
endif()
message(STATUS "fuzz_guard_rules: ${_done}(s), no crash")
