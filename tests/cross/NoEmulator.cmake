# Cross-compiling without an emulator: the header is still read, by the
# reader built for this machine, the library cannot be run, and every place that
# reports the check says so (check line, summary, result variables, the
# guard's baked facts).
cross_case_use(cudnn_9_19 cudart_13_0)
unset(CMAKE_CROSSCOMPILING_EMULATOR)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_LIBRARY_CHECK NOT_CHECKED)
assert_matches(CuDNNStrict_LIBRARY_CHECK_REASON "^cross-compiling without CMAKE_CROSSCOMPILING_EMULATOR")
assert_equal(CuDNNStrict_LIBRARY_VERSION "")
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
file(READ "${CuDNNStrict_CONFIG_HEADER}" _config)
string(REGEX MATCH "#define CUDNN_STRICT_CONFIG_LIBRARY_CHECKED [0-9]+" _checked "${_config}")
assert_equal(_checked "#define CUDNN_STRICT_CONFIG_LIBRARY_CHECKED 0")
cross_add_version_program(cudnn_version)
