# Distributed under the OSI-approved BSD 3-Clause License.
#
# Helpers for the cases about another build tree that replays this user's
# record of a first configure (cmake/CuDNNStrict/UserReplay.cmake).  Each case
# keeps its per-user cache beside its build trees, not inside one, so that
# every tree reads the same environment; its -check.cmake configures
# further trees, <CASE_BUILD_DIR>-<name>, with the same arguments.  The
# work leaves the reader's scan (CMakeFiles/CuDNNStrict/run) in a tree, a
# replay does not: that tells them apart.

# In a case: the case's cache, and cuDNN searched under <root> alone; then
# the package found, with a program that links it and the guard.
macro(user_record_case root)
  get_filename_component(_xdg "${CMAKE_BINARY_DIR}/../xdg-${RUN_CASE}" ABSOLUTE)
  # The case's own tree starts with an empty cache.
  if(CMAKE_BINARY_DIR MATCHES "/${RUN_CASE}$")
    file(REMOVE_RECURSE "${_xdg}")
  endif()
  set(ENV{XDG_CACHE_HOME} "${_xdg}")
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${root}")
  find_package(CuDNNStrict REQUIRED)
  # What a project sees: the result variables and the targets' paths.
  foreach(_name IN ITEMS VERSION LIBRARY_VERSION INCLUDE_DIRS LIBRARIES RUNTIME_LIBRARY SUBLIBRARIES
      LIBRARY_CHECK GPU_CHECK CONFIG_HEADER HEADER_CHECK)
    message(STATUS "RESULT ${_name}=${CuDNNStrict_${_name}}")
  endforeach()
  foreach(_property IN ITEMS IMPORTED_LOCATION INTERFACE_INCLUDE_DIRECTORIES INTERFACE_SOURCES
      INTERFACE_LINK_LIBRARIES)
    get_target_property(_value CuDNNStrict::cudnn ${_property})
    message(STATUS "TARGET ${_property}=${_value}")
  endforeach()
  file(WRITE "${CMAKE_BINARY_DIR}/main.c" "int main(void) { return 0; }\n")
  add_executable(app "${CMAKE_BINARY_DIR}/main.c")
  target_link_libraries(app PRIVATE CuDNNStrict::cudnn CuDNNStrict::guard)
endmacro()

# In a -check.cmake: configures the fresh tree <CASE_BUILD_DIR>-<name>
# (kept, to be configured again) with the case's arguments plus ARGN; sets
# <out_rc>, <out_stderr>, and <out_stdout> with the tree's path written as
# the case's and the times CMake 4 prints left out, to compare with the
# case's.
function(user_record_configure name out_rc out_stdout out_stderr)
  file(REMOVE_RECURSE "${CASE_BUILD_DIR}-${name}")
  user_record_configure_again(${name} _rc _out _err ${ARGN})
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_stdout} "${_out}" PARENT_SCOPE)
  set(${out_stderr} "${_err}" PARENT_SCOPE)
endfunction()

# In a -check.cmake: user_record_configure, in the tree as it is.
function(user_record_configure_again name out_rc out_stdout out_stderr)
  set(_tree "${CASE_BUILD_DIR}-${name}")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -S "${SUITE_DIR}" -B "${_tree}" -G "${GENERATOR}"
      "-DRUN_CASE=${CASE}" "-DCUDNN_STRICT_TEST_FAKES=${FAKES_FILE}"
      "-DCUDNN_STRICT_TEST_ASSERT=${ASSERT_FILE}" "-DCMAKE_MODULE_PATH=${MODULE_DIR}" ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  string(REPLACE "${_tree}" "${CASE_BUILD_DIR}" _out "${_out}")
  user_record_untimed("${_out}" _out)
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_stdout} "${_out}" PARENT_SCOPE)
  set(${out_stderr} "${_err}" PARENT_SCOPE)
endfunction()

# Sets <out> to <text> without the times CMake 4 prints ("done (0.8s)").
function(user_record_untimed text out)
  string(REGEX REPLACE " \\([0-9.]+s\\)" "" _text "${text}")
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# In a -check.cmake: fails unless the configure of <tree> did the work
# (<expected> TRUE) or replayed (FALSE).
function(user_record_expect_work tree expected)
  set(_worked FALSE)
  if(EXISTS "${tree}/CMakeFiles/CuDNNStrict/run")
    set(_worked TRUE)
  endif()
  if(NOT _worked STREQUAL expected)
    message(FATAL_ERROR "Case ${CASE}: ${tree}: did the work: ${_worked}, expected ${expected}")
  endif()
endfunction()

# In a -check.cmake: sets <out> to the number of records the case's cache holds.
function(user_record_count out)
  file(GLOB _records "${CASE_BUILD_DIR}/../xdg-${CASE}/cudnn-strict/*/record.txt")
  list(LENGTH _records _count)
  set(${out} "${_count}" PARENT_SCOPE)
endfunction()

# In a -check.cmake: removes the case's further trees and its cache.
function(user_record_cleanup)
  file(GLOB _trees LIST_DIRECTORIES true "${CASE_BUILD_DIR}-*")
  file(REMOVE_RECURSE ${_trees} "${CASE_BUILD_DIR}/../xdg-${CASE}")
endfunction()
