# What a configure leaves in the cache for the next one: few INTERNAL
# entries, each one whole thing (a memo is one entry, not one per
# variable), and the path of the reader program the configure ran, which
# the next one replaces.  -check.cmake re-configures and lists them.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict 9.19 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
