# cuDNN found only in the target's root, laid out as JetPack installs it:
# Debian-style _v9 headers in /usr/include/aarch64-linux-gnu, the libraries
# in /usr/lib/aarch64-linux-gnu, the CUDA runtime in
# /usr/local/cuda/targets/aarch64-linux.  Every location is searched; the
# toolchain's ONLY modes keep the host's own cuDNN and toolkit out.
cross_case_use(cudnn_9_19 cudart_13_0)
set(_root "${CMAKE_BINARY_DIR}/jetson-root")
file(REMOVE_RECURSE "${_root}")
set(_cudnn "${CROSS_cudnn_9_19_ROOT}/nvidia/cudnn")
file(MAKE_DIRECTORY "${_root}/usr/include/aarch64-linux-gnu" "${_root}/usr/lib/aarch64-linux-gnu"
  "${_root}/usr/local/cuda/targets/aarch64-linux")
file(GLOB _headers RELATIVE "${_cudnn}/include" "${_cudnn}/include/cudnn*_v9.h")
foreach(_header IN LISTS _headers)
  file(CREATE_LINK "${_cudnn}/include/${_header}" "${_root}/usr/include/aarch64-linux-gnu/${_header}" SYMBOLIC)
endforeach()
file(GLOB _libraries RELATIVE "${_cudnn}/lib" "${_cudnn}/lib/libcudnn*.so.9")
foreach(_library IN LISTS _libraries)
  file(CREATE_LINK "${_cudnn}/lib/${_library}" "${_root}/usr/lib/aarch64-linux-gnu/${_library}" SYMBOLIC)
endforeach()
foreach(_kind IN ITEMS include lib)
  file(CREATE_LINK "${CROSS_cudart_13_0_ROOT}/nvidia/cu13/${_kind}"
    "${_root}/usr/local/cuda/targets/aarch64-linux/${_kind}" SYMBOLIC)
endforeach()
set(CMAKE_FIND_ROOT_PATH "${_root}")
unset(CUDNN_STRICT_SEARCH_LOCATIONS)
unset(CuDNNStrict_ROOT)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_LIBRARY_CHECK PASSED)
assert_equal(CuDNNStrict_VERSION_HEADER "${_root}/usr/include/aarch64-linux-gnu/cudnn_version_v9.h")
assert_equal(CuDNNStrict_LIBRARIES "${_root}/usr/lib/aarch64-linux-gnu/libcudnn.so.9")
get_target_property(_includes CuDNNStrict::cudnn INTERFACE_INCLUDE_DIRECTORIES)
assert_matches(_includes "jetson-root/usr/local/cuda/targets/aarch64-linux/include")
cross_add_version_program(cudnn_version)
