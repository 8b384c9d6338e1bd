# No emulator, the 9.19 header with the 9.13.1 library: the configure
# cannot run the library and says "not checked"; on the target the guard
# stops the program, and its advice does not send the user to the
# directory it already loaded from (see -check.cmake).
cross_case_use(cudnn_9_19 cudnn_9_13 cudart_13_0)
unset(CMAKE_CROSSCOMPILING_EMULATOR)
set(CUDNN_INCLUDE_DIR "${CROSS_cudnn_9_19_ROOT}/nvidia/cudnn/include")
set(CUDNN_LIBRARY "${CROSS_cudnn_9_13_ROOT}/nvidia/cudnn/lib/libcudnn.so.9")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_LIBRARY_CHECK NOT_CHECKED)
cross_add_version_program(guarded)
cudnn_strict_add_guard(guarded)
