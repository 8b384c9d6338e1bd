# Distributed under the OSI-approved BSD 3-Clause License.
#
# Registers one CTest test per case file of a suite directory: every
# <Case>.cmake there that is not a -check.cmake.  Adding a case means adding
# files; nothing here changes.

# Optional: FIXTURES <names> that every case of the suite requires.
function(cudnn_strict_add_case_suite suite)
  cmake_parse_arguments(PARSE_ARGV 1 SUITE "" "" "FIXTURES")
  set(_suite_dir "${CMAKE_CURRENT_SOURCE_DIR}/${suite}")
  file(GLOB _cases RELATIVE "${_suite_dir}" CONFIGURE_DEPENDS "${_suite_dir}/*.cmake")
  list(FILTER _cases EXCLUDE REGEX "-check\\.cmake$")
  foreach(_case_file IN LISTS _cases)
    string(REGEX REPLACE "\\.cmake$" "" _case "${_case_file}")
    add_test(NAME ${suite}.${_case}
      COMMAND ${CMAKE_COMMAND}
        -DCASE=${_case}
        -DSUITE_DIR=${_suite_dir}
        -DCASE_BUILD_DIR=${CMAKE_CURRENT_BINARY_DIR}/cases/${suite}/${_case}
        -DFAKES_FILE=${CUDNN_STRICT_FAKES_FILE}
        -DMODULE_DIR=${PROJECT_SOURCE_DIR}/cmake
        -DGENERATOR=${CMAKE_GENERATOR}
        -DASSERT_FILE=${CMAKE_CURRENT_SOURCE_DIR}/Assert.cmake
        -P ${CMAKE_CURRENT_SOURCE_DIR}/RunCase.cmake)
    set_tests_properties(${suite}.${_case} PROPERTIES LABELS "${suite}"
      SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " FIXTURES_REQUIRED "${SUITE_FIXTURES}")
  endforeach()
endfunction()
