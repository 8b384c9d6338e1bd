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
expect_json("${out}" gpu.0.mode native)
expect_json("${out}" gpu.0.uuid GPU-11111111-1111-1111-1111-111111111111)
expect_json_type("${out}" gpu.0.seconds STRING)
expect_json_type("${out}" gpu.seconds STRING)
expect_json("${out}" gpu.0.fwd.FLOAT.required 1)
expect_json("${out}" gpu.1.fwd.HALF.required 1)
expect_json("${out}" gpu.1.fwd.FLOAT_TF32.result SKIPPED)
expect_json("${out}" gpu.0.fwd.FLOAT.algo0.result PASSED)
expect_json("${out}" gpu.0.fwd.FLOAT.algo0.name IMPLICIT_GEMM)
# The error and its bound, both relative to the largest output: the
# fake's IMPLICIT_GEMM rounds only its FP32 output.
string(JSON _error GET "${out}" gpu.0.fwd.FLOAT.algo0.max_error)
string(JSON _bound GET "${out}" gpu.0.fwd.FLOAT.algo0.bound)
if(NOT _error MATCHES "^[0-9.e+-]+$" OR NOT _bound MATCHES "^[0-9.e+-]+$" OR _error GREATER_EQUAL _bound)
  message(FATAL_ERROR "Case ${CASE}: algo0 error '${_error}' not below its bound '${_bound}'")
endif()
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
cudnn_strict_case_expect("text report" "${out}" "gpu\\.0\\.fwd\\.FLOAT\\.algo1\\.max_error=[0-9.e+-]+ gpu\\.0\\.fwd\\.FLOAT\\.algo1\\.bound=[0-9.e+-]+ .*gpu\\.status=PASSED ")

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
expect_json_type("${out}" gpu.failure.bound STRING)
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
cudnn_strict_case_expect("unknown option" "${err}" "usage: cudnn-strict-probe .*--gpu-check auto\\|require\\|off\\] .*\\[--in-process\\] \\[--json\\]")

# Asserts that number member <key> of <json> compares <op> (LESS, GREATER)
# with <limit>.
function(expect_json_number json key op limit)
  string(JSON _value ERROR_VARIABLE _error GET "${json}" "${key}")
  if(_error OR NOT _value MATCHES "^[0-9.e+-]+$" OR NOT _value ${op} ${limit})
    message(FATAL_ERROR "Case ${CASE}: JSON member ${key} is '${_value}' (${_error}), expected ${op} ${limit}")
  endif()
endfunction()

# The fake's Winograd is F(6x6,3x3) with tiles rounded to the data type: a
# correct algorithm whose error exceeds the constant tolerances an error
# model without the data would use (1e-2 for FP16 and TF32, 3e-2 for BF16),
# and passes under the bound from the data.
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --json)
foreach(_type IN ITEMS FLOAT_TF32 HALF BFLOAT16)
  expect_json("${out}" gpu.0.fwd.${_type}.algo6.result PASSED)
  expect_json_number("${out}" gpu.0.fwd.${_type}.algo6.max_error GREATER 0.01)
endforeach()
expect_json_number("${out}" gpu.0.fwd.BFLOAT16.algo6.max_error GREATER 0.03)

# A wrong Winograd kernel fails in every type, BF16 included.
run_probe("${correct}" --library "${FAKE_gpu_wrong_winograd_LIBRARY}" --json)
foreach(_type IN ITEMS FLOAT FLOAT_TF32 HALF BFLOAT16)
  expect_json("${out}" gpu.0.fwd.${_type}.algo6.result FAILED)
endforeach()
expect_json("${out}" gpu.0.fwd.BFLOAT16.algo0.result PASSED)

# A workspace that cannot be allocated skips that algorithm, not the GPU.
run_probe("${FAKE_CUDART_tight_memory_DIR}" --library "${FAKE_v9_19_0_LIBRARY}" --json)
cudnn_strict_case_expect("exit status, tight memory (${err})" "${rc}" "^0$")
expect_json("${out}" gpu.0.fwd.FLOAT.algo2.result SKIPPED)
expect_json("${out}" gpu.0.fwd.FLOAT.algo1.result PASSED)
expect_json("${out}" gpu.status PASSED)

# cuDNN 9 built for CUDA 11 (the probe still runs the GPU check after the
# CUDA-major mismatch): no forward compatibility for a GPU above its newest,
# and compute capability 5.0 the oldest (the support matrix), not CUDA 11's
# 3.5.  Each GPU is reported on its own.
run_probe("${correct}" --library "${FAKE_gpu_cuda11_max_sm86_LIBRARY}" --json)
expect_json("${out}" gpu.min_device_version 5.0)
expect_json("${out}" gpu.0.status FAILED)
string(JSON _reason GET "${out}" gpu.0.reason)
cudnn_strict_case_expect("device above the maximum, CUDA 11" "${_reason}"
  "compute capability 9\\.0, above 8\\.6, the newest this cuDNN supports, and cuDNN 9 built for CUDA 11 has no forward compatibility")
expect_json("${out}" gpu.1.status PASSED)
expect_json("${out}" gpu.1.mode native)
expect_json("${out}" gpu.cause SOME_DEVICES_FAILED)
run_probe("${FAKE_CUDART_kepler_DIR}" --library "${FAKE_gpu_cuda11_LIBRARY}" --json)
expect_json("${out}" gpu.status FAILED)
expect_json("${out}" gpu.cause DEVICE_TOO_OLD)
string(JSON _reason GET "${out}" gpu.reason)
cudnn_strict_case_expect("Kepler, cuDNN 9 for CUDA 11" "${_reason}" "compute capability 3\\.7, below 5\\.0")

# Forward compatibility: the mode per GPU.
run_probe("${correct}" --library "${FAKE_gpu_max_sm86_LIBRARY}" --json)
expect_json("${out}" gpu.0.mode forward-compatible)
expect_json("${out}" gpu.1.mode native)
expect_json("${out}" gpu.status PASSED)

# --json-from: one run's key=value report as --json would print it, so
# that run.sh runs the check once for both forms.
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}")
file(WRITE "${CASE_BUILD_DIR}/report.txt" "${out}")
run_probe("${correct}" --json-from "${CASE_BUILD_DIR}/report.txt")
cudnn_strict_case_expect("exit status, --json-from (${err})" "${rc}" "^0$")
expect_json("${out}" gpu.status PASSED)
expect_json("${out}" gpu.device_count 2)
expect_json_type("${out}" gpu.device_count NUMBER)
expect_json("${out}" gpu.max_device_version 12.1)
expect_json_type("${out}" gpu.max_device_version STRING)
expect_json("${out}" library.file "${fake_cudnn}")
# The writer's escapes undone, its number rule kept; a report cut short
# (a run that was stopped) converts as far as it goes.
file(WRITE "${CASE_BUILD_DIR}/escaped.txt" "a=two\\nlines\\\\\nb=007\nc=-12")
run_probe("${correct}" --json-from "${CASE_BUILD_DIR}/escaped.txt")
cudnn_strict_case_expect("exit status, --json-from escapes (${err})" "${rc}" "^0$")
expect_json("${out}" a "two\nlines\\")
expect_json("${out}" b 007)
expect_json_type("${out}" b STRING)
expect_json("${out}" c -12)
expect_json_type("${out}" c NUMBER)
file(WRITE "${CASE_BUILD_DIR}/broken.txt" "a=1\nnot a fact\n")
run_probe("${correct}" --json-from "${CASE_BUILD_DIR}/broken.txt")
cudnn_strict_case_expect("exit status, --json-from, not key=value" "${rc}" "^64$")
cudnn_strict_case_expect("--json-from, not key=value" "${err}" "broken\\.txt:2 is not a key=value line: not a fact")
run_probe("${correct}" --json-from "${CASE_BUILD_DIR}/missing.txt")
cudnn_strict_case_expect("exit status, --json-from, no file" "${rc}" "^64$")
