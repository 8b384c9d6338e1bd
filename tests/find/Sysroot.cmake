# CMAKE_SYSROOT re-roots the search as CMAKE_FIND_ROOT_PATH does.  The
# sysroot is this machine's own system (linked in, so that the probe still
# compiles against it) with another cuDNN in its /usr/local/cuda.
set(_root "${CMAKE_BINARY_DIR}/sysroot")
file(REMOVE_RECURSE "${_root}")
file(MAKE_DIRECTORY "${_root}/usr")
foreach(_dir IN ITEMS usr/include usr/lib usr/lib64 lib lib64 lib32)
  if(EXISTS "/${_dir}")
    file(CREATE_LINK "/${_dir}" "${_root}/${_dir}" SYMBOLIC)
  endif()
endforeach()
file(COPY "${FAKE_v9_1_0_ROOT}/" DESTINATION "${_root}/usr/local/cuda")
set(CMAKE_SYSROOT "${_root}")
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CUDNN_STRICT_SEARCH_LOCATIONS SYSTEM)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_VERSION_HEADER "${_root}/usr/local/cuda/include/cudnn_version.h")
