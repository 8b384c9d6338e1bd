# Cross-compiling without an emulator, no probe runs: the reader's scan is
# all that tells a sub-library missing beside libcudnn.  Here the first
# root holds the aarch64 wheel without libcudnn_cnn, and the next root the
# complete wheel: the copy there cannot serve (libcudnn loads its
# sub-libraries from its own directory), and the error names it.
cross_case_use(cudnn_9_19 cudart_13_0)
unset(CMAKE_CROSSCOMPILING_EMULATOR)
set(_cudnn "${CROSS_cudnn_9_19_ROOT}/nvidia/cudnn")
set(_copy "${CMAKE_BINARY_DIR}/../SublibraryElsewhereNoEmulator-root/nvidia/cudnn")
file(REMOVE_RECURSE "${_copy}")
file(MAKE_DIRECTORY "${_copy}/lib")
file(CREATE_LINK "${_cudnn}/include" "${_copy}/include" SYMBOLIC)
file(GLOB _libraries RELATIVE "${_cudnn}/lib" "${_cudnn}/lib/libcudnn*.so.9")
foreach(_library IN LISTS _libraries)
  if(NOT _library STREQUAL "libcudnn_cnn.so.9")
    file(CREATE_LINK "${_cudnn}/lib/${_library}" "${_copy}/lib/${_library}" COPY_ON_ERROR)
  endif()
endforeach()
list(PREPEND CMAKE_FIND_ROOT_PATH "${CMAKE_BINARY_DIR}/../SublibraryElsewhereNoEmulator-root")
find_package(CuDNNStrict REQUIRED)
