# Test fixture (cmake -P, with BUILD_DIR and PREFIX): installs the package,
# checks that the module's reference is installed too, then moves the
# prefix, so consumers prove the installed config is relocatable.
file(REMOVE_RECURSE "${PREFIX}" "${PREFIX}-original")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}-original"
  RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed")
endif()
# The module's reference goes with it, where its header says.
set(_reference "${PREFIX}-original/share/doc/CuDNNStrict/find-package.md")
if(NOT EXISTS "${_reference}")
  message(FATAL_ERROR "cmake --install did not install the module's reference: no ${_reference}")
endif()
file(STRINGS "${_reference}" _title LIMIT_COUNT 1)
if(NOT _title MATCHES "^# find_package\\(CuDNNStrict\\)")
  message(FATAL_ERROR "${_reference} does not start with the reference's title: '${_title}'")
endif()
file(RENAME "${PREFIX}-original" "${PREFIX}")
