# Test fixture (cmake -P, with BUILD_DIR and PREFIX): installs the package,
# then moves the prefix, so consumers prove the installed config is
# relocatable.
file(REMOVE_RECURSE "${PREFIX}" "${PREFIX}-original")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}-original"
  RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed")
endif()
file(RENAME "${PREFIX}-original" "${PREFIX}")
