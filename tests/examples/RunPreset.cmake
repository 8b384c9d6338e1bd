# Runs a configure preset of an example in a scratch copy of it (cmake -P,
# with EXAMPLE_DIR, WORK_DIR, PRESET), since presets build under the source
# directory, which the tests leave untouched.
file(REMOVE_RECURSE "${WORK_DIR}")
file(COPY "${EXAMPLE_DIR}/" DESTINATION "${WORK_DIR}/example")
# The example reaches the repository's cmake/ and sibling examples by
# relative paths: mirror them.
get_filename_component(_examples "${EXAMPLE_DIR}" DIRECTORY)
get_filename_component(_repository "${_examples}" DIRECTORY)
foreach(_dir IN ITEMS cmake probe templates)
  file(CREATE_LINK "${_repository}/${_dir}" "${WORK_DIR}/${_dir}" SYMBOLIC)
endforeach()
file(MAKE_DIRECTORY "${WORK_DIR}/examples")
file(RENAME "${WORK_DIR}/example" "${WORK_DIR}/examples/ci")
file(CREATE_LINK "${_examples}/guarded-app" "${WORK_DIR}/examples/guarded-app" SYMBOLIC)
execute_process(COMMAND ${CMAKE_COMMAND} --preset "${PRESET}"
  WORKING_DIRECTORY "${WORK_DIR}/examples/ci" RESULT_VARIABLE _rc)
message(STATUS "cmake --preset ${PRESET} exited with ${_rc}")
