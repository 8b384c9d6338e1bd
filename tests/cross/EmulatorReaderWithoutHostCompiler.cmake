# Cross-compiling under an emulator with no C compiler for the build
# machine: the header is read by the checks program, which is built for the
# target anyway and runs under the emulator, rather than by a reader built
# for the target as well (one compile fewer).
cross_case_use(cudnn_9_19 cudart_13_0)
# Where find_program would find cc, gcc or clang of the build machine.
set(ENV{PATH} "")
set(CMAKE_IGNORE_PATH /usr/bin /bin /usr/local/bin /usr/sbin /sbin /usr/local/sbin)
find_package(CuDNNStrict REQUIRED)
assert_equal(CUDNN_STRICT_HOST_C_COMPILER "CUDNN_STRICT_HOST_C_COMPILER-NOTFOUND")
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_LIBRARY_CHECK PASSED)
if(EXISTS "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/probe/reader")
  message(FATAL_ERROR "ASSERTION FAILED: a reader was built for the target beside the checks program")
endif()
