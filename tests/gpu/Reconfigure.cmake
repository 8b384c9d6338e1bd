# The GPU check is cached with the probe: see -check.cmake.  GPU_CASE_CUDART
# lets the check swap the fake CUDA runtime between configures.
if(NOT DEFINED GPU_CASE_CUDART)
  set(GPU_CASE_CUDART correct)
endif()
gpu_case_use(v9_19_0 ${GPU_CASE_CUDART})
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
