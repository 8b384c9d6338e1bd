# The first tree records its findings for this user; another tree whose
# inputs differ in one thing does the work: another policy, the library
# downgraded in place, the header edited (see -check.cmake).  One with the
# same inputs replays, so that the others prove the difference.  The
# case's own tree copies the fake cuDNN the others find as -check.cmake
# left it.
include("${CMAKE_CURRENT_LIST_DIR}/support/UserRecord.cmake")
get_filename_component(_tree "${CMAKE_BINARY_DIR}/../tree-${RUN_CASE}" ABSOLUTE)
if(CMAKE_BINARY_DIR MATCHES "/${RUN_CASE}$")
  file(REMOVE_RECURSE "${_tree}")
  file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${_tree}")
endif()
user_record_case("${_tree}")
