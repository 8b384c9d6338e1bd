# The check side of every Cli* case (included by its -check.cmake, inside
# RunCase.cmake): builds cudnn-strict-probe and gives the scenario its
# helpers and the fake runtime and library it runs against.
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

# Asserts that the tool's stderr <err> is empty: its verdict and reasons go
# to stdout, and only a usage error writes to stderr.
function(expect_no_stderr err)
  if(NOT err STREQUAL "")
    message(FATAL_ERROR "Case ${CASE}: cudnn-strict-probe wrote to stderr:\n${err}")
  endif()
endfunction()

# Asserts that <text> matches <regex> as it is, line breaks and all (the
# report for people is read by its lines).
function(expect_lines what text regex)
  if(NOT "${text}" MATCHES "${regex}")
    message(FATAL_ERROR "Case ${CASE}: ${what} does not match\n  expected (regex): ${regex}\n  actual:\n${text}")
  endif()
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

# Asserts that number member <key> of <json> compares <op> (LESS, GREATER)
# with <limit>.
function(expect_json_number json key op limit)
  string(JSON _value ERROR_VARIABLE _error GET "${json}" "${key}")
  if(_error OR NOT _value MATCHES "^[0-9.e+-]+$" OR NOT _value ${op} ${limit})
    message(FATAL_ERROR "Case ${CASE}: JSON member ${key} is '${_value}' (${_error}), expected ${op} ${limit}")
  endif()
endfunction()

set(correct "${FAKE_CUDART_correct_DIR}")
file(REAL_PATH "${correct}/libcudart.so.13" fake_cudart)
file(REAL_PATH "${FAKE_v9_19_0_LIBRARY}" fake_cudnn)
