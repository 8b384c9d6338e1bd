# Option values are case-insensitive, and an empty entry in the location
# list is ignored: found, with the lower-case policy applied (EXACT fails a
# 9.1.0 header on a 9.21.0 library).
set(CUDNN_STRICT_SEARCH_LOCATIONS "root;;")
set(CUDNN_STRICT_POLICY exact)
set(CUDNN_STRICT_GPU_CHECK off)
set(CUDNN_STRICT_GUARD_ACTION warn)
set(CUDNN_STRICT_FORCE_CHECK yes)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
unset(CuDNNStrict_ROOT)
set(CUDNN_INCLUDE_DIR "${FAKE_v9_1_0_INCLUDE_DIR}")
set(CUDNN_LIBRARY "${FAKE_v9_21_0_LIBRARY}")
find_package(CuDNNStrict)
assert_false(CuDNNStrict_FOUND)
