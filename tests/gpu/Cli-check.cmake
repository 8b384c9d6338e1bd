# cudnn-strict-probe: its key=value report, --json (parsed here), its exit
# status and its options.
include("${FAKES_FILE}")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}" --target cudnn-strict-probe
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
cudnn_strict_case_expect("building cudnn-strict-probe (${out})" "${rc}" "^0$")
set(probe "${CASE_BUILD_DIR}/probe/cudnn-strict-probe")

# Runs the tool with <library_path> as LD_LIBRARY_PATH; sets rc, out, err.
function(run_probe library_path)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=CUDA_VISIBLE_DEVICES
      "LD_LIBRARY_PATH=${library_path}" "${probe}" ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  set(rc "${_rc}" PARENT_SCOPE)
  set(out "${_out}" PARENT_SCOPE)
  set(err "${_err}" PARENT_SCOPE)
endfunction()

# Asserts that member <key> of the JSON object <json> is <expected>.
function(expect_json json key expected)
  string(JSON _value ERROR_VARIABLE _error GET "${json}" "${key}")
  if(_error OR NOT "${_value}" STREQUAL "${expected}")
    message(FATAL_ERROR "Case ${CASE}: JSON member ${key} is '${_value}' (${_error}), expected '${expected}'\n${json}")
  endif()
endfunction()

function(expect_json_type json key expected)
  string(JSON _type ERROR_VARIABLE _error TYPE "${json}" "${key}")
  if(NOT "${_type}" STREQUAL "${expected}")
    message(FATAL_ERROR "Case ${CASE}: JSON member ${key} has type '${_type}' (${_error}), expected ${expected}")
  endif()
endfunction()

set(correct "${FAKE_CUDART_correct_DIR}")
file(REAL_PATH "${correct}/libcudart.so.13" fake_cudart)
file(REAL_PATH "${FAKE_v9_19_0_LIBRARY}" fake_cudnn)

# A correct fake: exit 0, every fact in --json.
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --json)
cudnn_strict_case_expect("exit status, correct fake (${err})" "${rc}" "^0$")
expect_json("${out}" verdict COMPATIBLE)
expect_json("${out}" library.file "${fake_cudnn}")
expect_json("${out}" cudart.file "${fake_cudart}")
expect_json("${out}" cudart.found_by LD_LIBRARY_PATH)
expect_json("${out}" gpu.mode AUTO)
expect_json("${out}" gpu.status PASSED)
expect_json("${out}" gpu.cause NONE)
expect_json("${out}" gpu.device_count 2)
expect_json_type("${out}" gpu.device_count NUMBER)
expect_json_type("${out}" header.version STRING)
expect_json("${out}" gpu.max_device_version 12.1)
expect_json_type("${out}" gpu.max_device_version STRING)
expect_json("${out}" gpu.0.name "Fake GPU 0 (CPU)")
expect_json("${out}" gpu.0.cc 9.0)
expect_json("${out}" gpu.1.cc 7.5)
expect_json("${out}" gpu.0.fwd.FLOAT.tolerance 0.0001)
expect_json("${out}" gpu.0.fwd.FLOAT.algo0.result PASSED)
expect_json("${out}" gpu.0.fwd.FLOAT.algo0.name IMPLICIT_GEMM)
expect_json("${out}" gpu.0.fwd.FLOAT.algo0.max_error 0)
expect_json("${out}" gpu.0.fwd.FLOAT.algo6.result PASSED)
expect_json("${out}" gpu.0.fwd.FLOAT.algo4.result NOT_SUPPORTED)
expect_json("${out}" gpu.0.fwd.FLOAT.algo4.status CUDNN_STATUS_NOT_SUPPORTED)
expect_json("${out}" gpu.0.fwd.FLOAT_TF32.result PASSED)
expect_json("${out}" gpu.0.fwd.HALF.algo1.result PASSED)
expect_json("${out}" gpu.0.fwd.BFLOAT16.algo2.result PASSED)
expect_json("${out}" gpu.1.fwd.HALF.result PASSED)
expect_json("${out}" gpu.1.fwd.BFLOAT16.result SKIPPED)
expect_json("${out}" gpu.1.fwd.FLOAT_TF32.result SKIPPED)
expect_json("${out}" gpu.0.bwd_data.FLOAT.algo1.result PASSED)
expect_json("${out}" gpu.0.bwd_filter.FLOAT.algo3.result PASSED)
expect_json("${out}" gpu.0.status PASSED)
expect_json("${out}" gpu.1.status PASSED)

# The same facts as key=value lines, one per line.
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}")
cudnn_strict_case_expect("exit status, text report" "${rc}" "^0$")
string(REGEX REPLACE "\n$" "" lines "${out}")
string(REPLACE "\n" ";" lines "${lines}")
foreach(line IN LISTS lines)
  if(NOT line MATCHES "^[a-z0-9_.A-Z]+=")
    message(FATAL_ERROR "Case ${CASE}: not a key=value line: '${line}'")
  endif()
endforeach()
cudnn_strict_case_expect("text report" "${out}" "gpu\\.0\\.fwd\\.FLOAT\\.algo1\\.max_error=0 .*gpu\\.status=PASSED ")

# Wrong numbers: exit 3, and the failure named in gpu.failure.*.
run_probe("${correct}" --library "${FAKE_gpu_wrong_numbers_LIBRARY}" --json)
cudnn_strict_case_expect("exit status, wrong numbers" "${rc}" "^3$")
expect_json("${out}" gpu.status FAILED)
expect_json("${out}" gpu.cause WRONG_RESULT)
expect_json("${out}" gpu.failure.device 0)
expect_json("${out}" gpu.failure.operation fwd)
expect_json("${out}" gpu.failure.algorithm 1)
expect_json("${out}" gpu.failure.algorithm_name IMPLICIT_PRECOMP_GEMM)
expect_json("${out}" gpu.failure.data_type FLOAT)
expect_json("${out}" gpu.failure.tolerance 0.0001)
expect_json("${out}" gpu.0.fwd.FLOAT.algo1.result FAILED)
expect_json("${out}" gpu.0.fwd.FLOAT.algo0.result PASSED)
expect_json("${out}" gpu.0.fwd.HALF.algo1.result FAILED)
expect_json("${out}" gpu.0.status FAILED)
expect_json("${out}" gpu.1.status FAILED)

# No GPU: a skip under auto (exit 4), a failure under require (exit 3),
# nothing under off (exit 0).
run_probe("${FAKE_CUDART_no_device_DIR}" --library "${FAKE_v9_19_0_LIBRARY}")
cudnn_strict_case_expect("exit status, no device, auto" "${rc}" "^4$")
cudnn_strict_case_expect("no device, auto" "${out}" "gpu\\.status=SKIPPED gpu\\.cause=NO_DEVICE ")
run_probe("${FAKE_CUDART_no_device_DIR}" --library "${FAKE_v9_19_0_LIBRARY}" --gpu-check require)
cudnn_strict_case_expect("exit status, no device, require" "${rc}" "^3$")
run_probe("${FAKE_CUDART_no_device_DIR}" --library "${FAKE_v9_19_0_LIBRARY}" --gpu-check OFF)
cudnn_strict_case_expect("exit status, off" "${rc}" "^0$")
cudnn_strict_case_expect("off" "${out}" "gpu\\.mode=OFF gpu\\.status=SKIPPED gpu\\.cause=OFF ")

# An agreement failure keeps its exit status; the GPU check says why it
# did not run.
run_probe("${correct}" --library "${FAKE_v9_1_0_LIBRARY}")
cudnn_strict_case_expect("exit status, older library" "${rc}" "^1$")
cudnn_strict_case_expect("older library" "${out}" "verdict=MINOR_OLDER .*gpu\\.status=SKIPPED gpu\\.cause=AGREEMENT ")

# Without --library, libcudnn comes from the loader's search.
run_probe("${correct}:${FAKE_v9_19_0_LIBRARY_DIR}" --json)
cudnn_strict_case_expect("exit status, loader search" "${rc}" "^0$")
expect_json("${out}" library.found_by LD_LIBRARY_PATH)
expect_json("${out}" library.file "${fake_cudnn}")

# --in-process (what the module passes under an emulator): the same
# verdict, from cuDNN loaded in the probe's own process only.
run_probe("${correct}:${FAKE_v9_19_0_LIBRARY_DIR}" --in-process --json)
cudnn_strict_case_expect("exit status, --in-process" "${rc}" "^0$")
expect_json("${out}" verdict COMPATIBLE)

# Usage errors: exit 64 with the valid values.
run_probe("${correct}" --gpu-check sometimes)
cudnn_strict_case_expect("exit status, bad mode" "${rc}" "^64$")
cudnn_strict_case_expect("bad mode" "${err}" "unknown GPU check mode 'sometimes' \\(valid: auto, require, off\\)")
run_probe("${correct}" --frobnicate)
cudnn_strict_case_expect("exit status, unknown option" "${rc}" "^64$")
cudnn_strict_case_expect("unknown option" "${err}" "usage: cudnn-strict-probe .*--gpu-check auto\\|require\\|off\\] \\[--in-process\\] \\[--json\\]")
