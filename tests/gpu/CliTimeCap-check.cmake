# The convolutions get half of CUDNN_STRICT_GPU_CHECK_TIMEOUT, shared over
# the GPUs: past it each operation and type runs its first geometry and
# layout only, and the check ends on its own, passing, with the cap named.
# In process, so that no child is stopped at the limit whatever the load.
include("${SUITE_DIR}/support/CliCheck.cmake")
set(ENV{CUDNN_STRICT_GPU_CHECK_TIMEOUT} 1)
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --in-process --json)
unset(ENV{CUDNN_STRICT_GPU_CHECK_TIMEOUT})
cudnn_strict_case_expect("exit status, time cap (${err})" "${rc}" "^0$")
expect_json("${out}" gpu.status PASSED)
string(JSON _cap ERROR_VARIABLE _error GET "${out}" gpu.0.time_capped)
cudnn_strict_case_expect("gpu.0.time_capped" "${_cap}" "ran out: each operation and type ran its first geometry and layout only$")
foreach(_op IN ITEMS fwd bwd_data bwd_filter)
  foreach(_type IN ITEMS FLOAT FLOAT_TF32 HALF BFLOAT16)
    expect_json("${out}" gpu.0.${_op}.${_type}.result PASSED)
  endforeach()
endforeach()
# The default limit leaves room for all of them.
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --in-process --json)
string(JSON _cap ERROR_VARIABLE _error GET "${out}" gpu.0.time_capped)
cudnn_strict_case_expect("gpu.0.time_capped, default limit" "${_error}" "not found")
expect_no_stderr("${err}")
