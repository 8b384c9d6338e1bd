# The probe is C99 that compiles clean with warnings as errors.
string(APPEND CMAKE_C_FLAGS " -std=c99 -Wall -Wextra -Werror")
gpu_case_use(v9_19_0 correct)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
