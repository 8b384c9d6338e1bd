# Helpers for the GPU-check cases (kept out of the suite directory itself,
# where every .cmake file is a case).

# Points the module at the fake cuDNN tree <tree> and the process at the
# fake CUDA runtime <cudart> (LD_LIBRARY_PATH, which the probe's RUNPATH
# lets win over the toolkit's runtime).  Without a CUDA toolkit there is no
# fake runtime: the case reports itself skipped and returns.
macro(gpu_case_use tree cudart)
  if(NOT DEFINED FAKE_CUDART_${cudart}_DIR)
    message(STATUS "CUDNN_STRICT_SKIP: the fake CUDA runtime needs the CUDA toolkit")
    return()
  endif()
  set(ENV{LD_LIBRARY_PATH} "${FAKE_CUDART_${cudart}_DIR}")
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${FAKE_${tree}_ROOT}")
endmacro()

# One line the -stdout.txt files and -check.cmake scripts match.
function(gpu_case_print_result)
  message(STATUS "RESULT FOUND=${CuDNNStrict_FOUND} GPU_CHECK=${CuDNNStrict_GPU_CHECK} REASON=${CuDNNStrict_GPU_CHECK_REASON}")
endfunction()

# Sets <out> to TRUE when a GPU answers cudaGetDeviceCount through the CUDA
# runtime <libcudart> (support/gpu_answers.c), else FALSE; <out>_OUTPUT to
# what it printed.  Whether a GPU answers, not whether the machine has
# /proc/driver/nvidia/version: a sandbox (gVisor) passes a working GPU
# through without it.
function(gpu_case_gpu_answers out libcudart)
  try_run(_run_rc _compiled "${CMAKE_BINARY_DIR}/gpu_answers"
    "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/gpu_answers.c"
    LINK_LIBRARIES ${CMAKE_DL_LIBS}
    COMPILE_OUTPUT_VARIABLE _compile_output
    RUN_OUTPUT_VARIABLE _output
    ARGS "${libcudart}")
  if(NOT _compiled)
    message(FATAL_ERROR "gpu_answers.c does not compile:\n${_compile_output}")
  endif()
  if(_run_rc EQUAL 0)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
  set(${out}_OUTPUT "${_output}" PARENT_SCOPE)
endfunction()
