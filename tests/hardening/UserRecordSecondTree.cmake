# Two build trees of one project, configured by one user with the same
# inputs: the second replays the first's record from the per-user cache
# instead of doing the work, says what the first said, defines what it
# defined and builds; its own re-configure replays its build tree's record
# (see -check.cmake).
include("${CMAKE_CURRENT_LIST_DIR}/support/UserRecord.cmake")
user_record_case("${FAKE_v9_19_0_ROOT}")
