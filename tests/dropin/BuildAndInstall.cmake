# Test fixture (cmake -P, with SOURCE_DIR, BUILD_DIR, PREFIX, GENERATOR and
# PREFIX_PATH): configures, builds and installs a project.
file(REMOVE_RECURSE "${BUILD_DIR}" "${PREFIX}")
foreach(_step IN ITEMS configure build install)
  if(_step STREQUAL "configure")
    set(_command ${CMAKE_COMMAND} -S "${SOURCE_DIR}" -B "${BUILD_DIR}" -G "${GENERATOR}"
      "-DCMAKE_PREFIX_PATH=${PREFIX_PATH}")
  elseif(_step STREQUAL "build")
    set(_command ${CMAKE_COMMAND} --build "${BUILD_DIR}")
  else()
    set(_command ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}")
  endif()
  execute_process(COMMAND ${_command} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  message("${_out}")
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "${_step} of ${SOURCE_DIR} failed")
  endif()
endforeach()
