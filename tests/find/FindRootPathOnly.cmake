# The toolchain's search controls apply to every location: with
# CMAKE_FIND_ROOT_PATH and the ONLY modes, /usr/local/cuda means the one
# under the root, never this machine's own.
set(_root "${CMAKE_BINARY_DIR}/target-root")
file(REMOVE_RECURSE "${_root}")
file(COPY "${FAKE_v9_1_0_ROOT}/" DESTINATION "${_root}/usr/local/cuda")
set(CMAKE_FIND_ROOT_PATH "${_root}")
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CUDNN_STRICT_SEARCH_LOCATIONS SYSTEM)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_VERSION_HEADER "${_root}/usr/local/cuda/include/cudnn_version.h")
assert_matches(CuDNNStrict_LIBRARIES "^${_root}/usr/local/cuda/lib64/libcudnn\\.so\\.9$")
