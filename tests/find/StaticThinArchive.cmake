# An engines archive that is a thin archive (ar's T: it holds the paths of
# its members, not their contents) beside a cuDNN 9.19.0 install: its
# release cannot be read from it, and the probe says so, naming the file,
# rather than take the unread archive for one of the header's release.
set(_tree "${CMAKE_BINARY_DIR}/thin")
file(REMOVE_RECURSE "${_tree}")
file(COPY "${FAKE_static_v9_ROOT}/" DESTINATION "${_tree}")
set(_archive "${_tree}/lib64/libcudnn_engines_precompiled_static.a")
file(MAKE_DIRECTORY "${_tree}/members")
execute_process(COMMAND "${CMAKE_AR}" x "${_archive}" WORKING_DIRECTORY "${_tree}/members"
  RESULT_VARIABLE _rc)
file(GLOB _members "${_tree}/members/*")
file(REMOVE "${_archive}")
execute_process(COMMAND "${CMAKE_AR}" rcsT "${_archive}" ${_members} RESULT_VARIABLE _rc2)
if(NOT _rc EQUAL 0 OR NOT _rc2 EQUAL 0 OR NOT _members)
  message(FATAL_ERROR "Case ${CASE}: could not make the thin archive (${_rc}, ${_rc2})")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED COMPONENTS static)
