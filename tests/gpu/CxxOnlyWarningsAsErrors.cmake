# A C++-only project compiles the probe as C++ (see CMakeLists.txt), here
# with warnings as errors, and runs the same check.
string(APPEND CMAKE_CXX_FLAGS " -Wall -Wextra -Werror")
gpu_case_use(v9_19_0 correct)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
