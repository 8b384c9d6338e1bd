# The same install under OPTIONAL_COMPONENTS static: found, with a
# one-line warning naming the archive, and no static target.
set(_tree "${CMAKE_BINARY_DIR}/tree")
file(REMOVE_RECURSE "${_tree}")
file(COPY "${FAKE_static_v9_ROOT}/" DESTINATION "${_tree}")
file(REMOVE "${_tree}/lib64/libcudnn_cnn_static.a")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED OPTIONAL_COMPONENTS static)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_static_FOUND FALSE)
if(TARGET CuDNNStrict::cudnn_static OR TARGET CuDNNStrict::cudnn_graph_static)
  message(FATAL_ERROR "ASSERTION FAILED: static targets of an incomplete install")
endif()
