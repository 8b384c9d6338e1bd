# cuDNN 9 built for CUDA 11 (the probe still runs the GPU check after the
# CUDA-major mismatch): no forward compatibility for a GPU above its newest.
# Each GPU is reported on its own.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_gpu_cuda11_max_sm86_LIBRARY}" --json)
expect_json("${out}" gpu.min_device_version 5.0)
expect_json("${out}" gpu.0.status FAILED)
string(JSON _reason GET "${out}" gpu.0.reason)
cudnn_strict_case_expect("device above the maximum, CUDA 11" "${_reason}"
  "compute capability 9\\.0, above 8\\.6, the newest this cuDNN supports, and cuDNN 9 built for CUDA 11 has no forward compatibility")
expect_json("${out}" gpu.1.status PASSED)
expect_json("${out}" gpu.1.mode native)
expect_json("${out}" gpu.cause SOME_DEVICES_FAILED)
expect_no_stderr("${err}")
