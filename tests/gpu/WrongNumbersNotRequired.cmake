# Without REQUIRED a failed GPU check is "not found", refused with the
# reason, and a warning says the project builds without cuDNN.
gpu_case_use(gpu_wrong_numbers correct)
find_package(CuDNNStrict)
gpu_case_print_result()
assert_false(CuDNNStrict_FOUND)
assert_equal(CuDNNStrict_GPU_CHECK FAILED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "forward convolution algorithm 1 \\(IMPLICIT_PRECOMP_GEMM\\) in FLOAT differs")
if(TARGET CuDNNStrict::cudnn)
  message(FATAL_ERROR "ASSERTION FAILED: CuDNNStrict::cudnn exists although the GPU check failed")
endif()
