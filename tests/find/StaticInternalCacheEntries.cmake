# A configure with static archives keeps what the next configure reuses in
# the same INTERNAL entries as one without: the release the archives
# carry is replayed with the findings, not kept in a memo of its own.
# -check.cmake re-configures after a change the findings' key covers (the
# archives are read again) and lists the entries.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_static_v9_ROOT}")
find_package(CuDNNStrict 9.19 REQUIRED COMPONENTS static)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_static_RELEASE 9.19.0)
