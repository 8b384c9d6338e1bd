# JAX's CUDA 12 plugin with a too-old cuDNN wheel and another cuDNN on
# LD_LIBRARY_PATH: two independent problems, both fixes in one report.
foreach(_root FRAMEWORK_jax_cu12_ROOT FRAMEWORK_cudnn_cu12_9_8_ROOT RELEASE_cu12_9_1_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
