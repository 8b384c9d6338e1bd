# The runtime installed without its development files (Debian's
# libcudnn9-cuda-13 without libcudnn9-dev-cuda-13; davisking/dlib#221): a
# library and no header.  The message names the library found and the
# package that holds the header.
set(_tree "${CMAKE_BINARY_DIR}/runtime-only")
file(REMOVE_RECURSE "${_tree}")
file(COPY "${FAKE_v9_19_0_LIBRARY_DIR}/" DESTINATION "${_tree}/lib64")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
