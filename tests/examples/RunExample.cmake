# Distributed under the OSI-approved BSD 3-Clause License.
#
# Builds and runs one example as a user who copied it would (cmake -P, with
# EXAMPLE_DIR, WORK_DIR, PREFIX, GENERATOR, PROGRAM and optional OPTIONS):
# the example alone is copied out of the repository, so that nothing it
# needs can come from beside it, and it finds CuDNNStrict installed under
# PREFIX.
file(REMOVE_RECURSE "${WORK_DIR}")
get_filename_component(_name "${EXAMPLE_DIR}" NAME)
file(COPY "${EXAMPLE_DIR}/" DESTINATION "${WORK_DIR}/${_name}")
string(REPLACE "," ";" OPTIONS "${OPTIONS}")
foreach(_step IN ITEMS configure build run)
  if(_step STREQUAL "configure")
    set(_command "${CMAKE_COMMAND}" -S "${WORK_DIR}/${_name}" -B "${WORK_DIR}/build" -G "${GENERATOR}"
      "-DCMAKE_PREFIX_PATH=${PREFIX}" ${OPTIONS})
  elseif(_step STREQUAL "build")
    set(_command "${CMAKE_COMMAND}" --build "${WORK_DIR}/build")
  else()
    set(_command "${WORK_DIR}/build/${PROGRAM}")
  endif()
  execute_process(COMMAND ${_command} RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "example ${_name}: ${_step} failed (exit ${_rc})")
  endif()
endforeach()
