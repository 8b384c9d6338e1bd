# The real aarch64 cuDNN 9.19 and CUDA runtime 13.0 in the target's root:
# the probe runs under qemu and checks the library itself, and a program
# built with CuDNNStrict::cudnn sees the target's CUDA headers, not the
# host toolkit's (see -check.cmake, which builds and runs it).
cross_case_use(cudnn_9_19 cudart_13_0)
set(CUDNN_STRICT_GPU_CHECK AUTO)
find_package(CuDNNStrict REQUIRED)
# No target GPU or driver under the emulator: the check is the target's.
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "cross-compiling: the GPU check runs on the target, with cudnn-strict-probe$")
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_LIBRARY_CHECK PASSED)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.19.0)
assert_matches(CuDNNStrict_CUDART_VERSION "^13\\.[0-9]+$")
assert_matches(CuDNNStrict_LIBRARIES "/cudnn_9_19/nvidia/cudnn/lib/libcudnn\\.so\\.9$")
get_target_property(_includes CuDNNStrict::cudnn INTERFACE_INCLUDE_DIRECTORIES)
assert_matches(_includes "/cudart_13_0/nvidia/cu13/include")
get_target_property(_links CuDNNStrict::cudnn INTERFACE_LINK_LIBRARIES)
if(_links MATCHES "CUDA::")
  message(FATAL_ERROR "ASSERTION FAILED: CuDNNStrict::cudnn links ${_links}, the host's CUDA toolkit, into an aarch64 build")
endif()
cross_add_version_program(cudnn_version)
