# Cross-compiling without an emulator: the probe cannot run, the GPU check
# is skipped with the reason.
gpu_case_use(v9_19_0 correct)
set(CMAKE_CROSSCOMPILING TRUE)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "^cross-compiling without CMAKE_CROSSCOMPILING_EMULATOR")
