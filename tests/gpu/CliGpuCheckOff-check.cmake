# --gpu-check OFF (any case) with no GPU: nothing checked, exit 0.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${FAKE_CUDART_no_device_DIR}" --library "${FAKE_v9_19_0_LIBRARY}" --gpu-check OFF --format keyvalue)
cudnn_strict_case_expect("exit status, off" "${rc}" "^0$")
cudnn_strict_case_expect("off" "${out}" "gpu\\.mode=OFF gpu\\.status=SKIPPED gpu\\.cause=OFF ")
expect_no_stderr("${err}")
