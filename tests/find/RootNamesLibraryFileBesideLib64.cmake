# CUDNN_ROOT naming the library file in <prefix>/lib while <prefix>/lib64
# holds another release: the file named is the one judged, not the first
# of the prefix's library directories.
set(_tree "${CMAKE_BINARY_DIR}/tree")
file(REMOVE_RECURSE "${_tree}")
file(COPY "${FAKE_v9_1_0_INCLUDE_DIR}/" DESTINATION "${_tree}/include")
file(COPY "${FAKE_v9_19_0_LIBRARY_DIR}/" DESTINATION "${_tree}/lib64")
file(COPY "${FAKE_v9_1_0_LIBRARY_DIR}/" DESTINATION "${_tree}/lib")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CUDNN_ROOT "${_tree}/lib/libcudnn.so.9")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_same_file(CuDNNStrict_LIBRARIES "${_tree}/lib/libcudnn.so.9")
assert_same_file(CuDNNStrict_VERSION_HEADER "${_tree}/include/cudnn_version.h")
