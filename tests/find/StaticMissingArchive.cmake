# A cuDNN 9 tar archive without libcudnn_cnn_static.a, under a project that
# requires static linking: the error names the archive.
set(_tree "${CMAKE_BINARY_DIR}/tree")
file(REMOVE_RECURSE "${_tree}")
file(COPY "${FAKE_static_v9_ROOT}/" DESTINATION "${_tree}")
file(REMOVE "${_tree}/lib64/libcudnn_cnn_static.a")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED COMPONENTS static)
