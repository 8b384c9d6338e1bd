# NVIDIA_TF32_OVERRIDE=0 turns TF32 off in every library: the GPU check's
# report names it, and a configure without it checks again.
gpu_case_use(v9_19_0 correct)
set(ENV{NVIDIA_TF32_OVERRIDE} 0)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
if(NOT "\n${_CuDNNStrict_PROBE_REPORT}" MATCHES "gpu\\.env\\.NVIDIA_TF32_OVERRIDE=0")
  message(FATAL_ERROR "ASSERTION FAILED: the report does not name NVIDIA_TF32_OVERRIDE=0:\n${_CuDNNStrict_PROBE_REPORT}")
endif()
unset(ENV{NVIDIA_TF32_OVERRIDE})
find_package(CuDNNStrict REQUIRED)
if("${_CuDNNStrict_PROBE_REPORT}" MATCHES "NVIDIA_TF32_OVERRIDE")
  message(FATAL_ERROR "ASSERTION FAILED: the report of a configure without NVIDIA_TF32_OVERRIDE names it")
endif()
