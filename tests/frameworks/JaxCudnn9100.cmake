# JAX's CUDA 12 plugin (jax-cuda12-plugin 0.10.2, built with cuDNN 9.8.0)
# with nvidia-cudnn-cu12 9.10.0.56, which JAX refuses; judged with --python
# and --check-binary and compared with the plugin's own answer.
foreach(_root FRAMEWORK_jax_cu12_ROOT FRAMEWORK_cudnn_cu12_9_10_0_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
