# A Debian package of a future major: include/<triplet> holds only
# cudnn_version_v21.h and cudnn_v21.h, lib/<triplet> libcudnn.so.21.  The
# search finds the directory by the names the C core's reader chooses from.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_debian_v21_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 21.0.0)
assert_same_file(CuDNNStrict_VERSION_HEADER "${FAKE_debian_v21_INCLUDE_DIR}/cudnn_version_v21.h")
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_debian_v21_LIBRARY}")
