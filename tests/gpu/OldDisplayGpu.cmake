# An old display GPU beside a supported one: under AUTO the check passes on
# the good one, names the bad one and the CUDA_VISIBLE_DEVICES that selects
# the good ones.
gpu_case_use(v9_19_0 old_display_gpu)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "on 1 device \\(Fake GPU 0 \\(CPU\\) 9\\.0\\) match the CPU reference; but device 1 \\(Fake Display GPU \\(CPU\\)\\) has compute capability 3\\.0, below 7\\.5.*; CUDA_VISIBLE_DEVICES=GPU-11111111-1111-1111-1111-111111111111 selects the GPUs that pass$")
# The reason holds a '=', which is no key: the result variables set are
# those the findings name, and no variable is named after a part of it.
get_cmake_property(_case_variables VARIABLES)
list(FILTER _case_variables INCLUDE REGEX "CUDA_VISIBLE_DEVICES")
assert_equal(_case_variables "")
