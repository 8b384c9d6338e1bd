# Runs tests/gpu/run.sh on a fake machine for the RunScript* cases: the
# fake CUDA runtime <cudart> on LD_LIBRARY_PATH, the fake cuDNN tree
# FAKE_v9_19_0_ROOT chosen with --cudnn-root, the reports in <out>.  Sets
# run_rc, run_output and run_files (the names in <out>).  ARGN: more
# arguments for run.sh, then ENV and NAME=VALUE settings.
function(gpu_run_script cudart out)
  cmake_parse_arguments(PARSE_ARGV 2 _run "" "" "ENV")
  if(NOT DEFINED FAKE_CUDART_${cudart}_DIR)
    message(STATUS "CUDNN_STRICT_SKIP: the fake CUDA runtime needs the CUDA toolkit")
    return()
  endif()
  find_program(_bash bash)
  if(NOT _bash)
    message(STATUS "CUDNN_STRICT_SKIP: run.sh needs bash")
    return()
  endif()
  get_filename_component(_repository "${CMAKE_MODULE_PATH}/.." ABSOLUTE)
  file(REMOVE_RECURSE "${out}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=OUT --unset=CUDNN_ROOT
      --unset=CUDA_VISIBLE_DEVICES --unset=NVIDIA_TF32_OVERRIDE
      "LD_LIBRARY_PATH=${FAKE_CUDART_${cudart}_DIR}" ${_run_ENV}
      "${_bash}" "${_repository}/tests/gpu/run.sh" --cudnn-root "${FAKE_v9_19_0_ROOT}" --out "${out}"
      ${_run_UNPARSED_ARGUMENTS}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _output ERROR_VARIABLE _output)
  file(GLOB _files RELATIVE "${out}" LIST_DIRECTORIES true "${out}/*")
  list(SORT _files)
  set(run_rc "${_rc}" PARENT_SCOPE)
  set(run_output "${_output}" PARENT_SCOPE)
  set(run_files "${_files}" PARENT_SCOPE)
endfunction()

# Fails the case unless <text> matches <regex>, showing run.sh's output.
function(gpu_run_expect what text regex)
  if(NOT "${text}" MATCHES "${regex}")
    message(FATAL_ERROR "ASSERTION FAILED: ${what} does not match '${regex}':\n${text}\n--- run.sh:\n${run_output}")
  endif()
endfunction()
