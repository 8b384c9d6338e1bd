# Two subprojects of one build, each shipping its own copy of the module:
# each copy reads its own helpers, since a helper is read once per path
# (include_guard(GLOBAL), _CuDNNStrict_include()), not once per command
# name, and the copy found last runs its own commands.  Each copy's
# Report.cmake, which every find reads, records which copy it is.
get_filename_component(_case_source "${CMAKE_MODULE_PATH}/.." ABSOLUTE)
foreach(_copy IN ITEMS first second)
  file(COPY "${_case_source}/cmake" "${_case_source}/probe" "${_case_source}/templates"
    DESTINATION "${CMAKE_CURRENT_BINARY_DIR}/${_copy}")
  file(APPEND "${CMAKE_CURRENT_BINARY_DIR}/${_copy}/cmake/CuDNNStrict/Report.cmake"
    "set_property(GLOBAL APPEND PROPERTY CASE_COPIES_READ ${_copy})\n")
endforeach()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
foreach(_copy IN ITEMS first second)
  set(CMAKE_MODULE_PATH "${CMAKE_CURRENT_BINARY_DIR}/${_copy}/cmake")
  set(SCOPE_NAME ${_copy})
  add_subdirectory(scopes/finder ${_copy}-finder)
endforeach()
get_property(_case_read GLOBAL PROPERTY CASE_COPIES_READ)
assert_equal(_case_read "first;second")
