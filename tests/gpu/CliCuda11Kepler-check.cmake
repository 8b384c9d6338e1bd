# cuDNN 9 built for CUDA 11 on a Kepler GPU: compute capability 5.0 is the
# oldest (the support matrix), not CUDA 11's 3.5.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${FAKE_CUDART_kepler_DIR}" --library "${FAKE_gpu_cuda11_LIBRARY}" --json)
expect_json("${out}" gpu.status FAILED)
expect_json("${out}" gpu.cause DEVICE_TOO_OLD)
string(JSON _reason GET "${out}" gpu.reason)
cudnn_strict_case_expect("Kepler, cuDNN 9 for CUDA 11" "${_reason}" "compute capability 3\\.7, below 5\\.0")
expect_no_stderr("${err}")
