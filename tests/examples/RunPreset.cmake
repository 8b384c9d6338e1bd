# Runs a configure preset of an example in a scratch copy of it (cmake -P,
# with EXAMPLE_DIR, WORK_DIR, PRESET, PREFIX), since presets build under the
# source directory, which the tests leave untouched.  The copy holds the
# example alone and finds CuDNNStrict installed under PREFIX, through the
# CMAKE_PREFIX_PATH environment variable, as its CI files set it.
file(REMOVE_RECURSE "${WORK_DIR}")
file(COPY "${EXAMPLE_DIR}/" DESTINATION "${WORK_DIR}/example")
set(ENV{CMAKE_PREFIX_PATH} "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --preset "${PRESET}"
  WORKING_DIRECTORY "${WORK_DIR}/example" RESULT_VARIABLE _rc)
message(STATUS "cmake --preset ${PRESET} exited with ${_rc}")
