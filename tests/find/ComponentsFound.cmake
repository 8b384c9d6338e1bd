# COMPONENTS name sub-libraries: each found one has its _FOUND and target.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict 9.19 REQUIRED COMPONENTS cnn graph OPTIONAL_COMPONENTS ext)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_cnn_FOUND TRUE)
assert_equal(CuDNNStrict_graph_FOUND TRUE)
# 9.19.0 does not ship ext (9.22.0 is the first): optional, not found.
assert_equal(CuDNNStrict_ext_FOUND FALSE)
get_target_property(_location CuDNNStrict::cudnn_cnn IMPORTED_LOCATION)
assert_same_file(_location "${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn_cnn.so.9")
