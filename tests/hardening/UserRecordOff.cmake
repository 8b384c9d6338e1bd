# Trees configured with the per-user cache off (CUDNN_STRICT_PROBE_CACHE)
# or the checks forced (CUDNN_STRICT_FORCE_CHECK) keep no record for this
# user and replay none: each does the work (see -check.cmake).  A tree
# with neither replays the first tree's record, so that the others prove
# the difference.
include("${CMAKE_CURRENT_LIST_DIR}/support/UserRecord.cmake")
user_record_case("${FAKE_v9_19_0_ROOT}")
