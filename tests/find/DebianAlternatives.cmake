# include/cudnn_version.h -> etc/alternatives/cudnn_version_h -> include/<triplet>/cudnn_version_v9.h
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_debian_alternatives_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.16.0)
assert_equal(CuDNNStrict_VERSION_HEADER "${FAKE_debian_alternatives_ROOT}/include/cudnn_version.h")
assert_same_file(CuDNNStrict_VERSION_HEADER "${FAKE_debian_alternatives_HEADER}")
