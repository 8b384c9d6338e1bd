# CMAKE_FIND_USE_PACKAGE_ROOT_PATH FALSE turns CuDNNStrict_ROOT off, as it
# does <PackageName>_ROOT for find_library; CMAKE_PREFIX_PATH still counts.
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(CMAKE_PREFIX_PATH "${FAKE_v9_1_0_ROOT}")
set(CMAKE_FIND_USE_PACKAGE_ROOT_PATH FALSE)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
