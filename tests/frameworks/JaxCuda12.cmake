# JAX's CUDA 12 plugin (jax-cuda12-plugin 0.10.2) in a real venv, judged
# with cudnn-strict-probe --python: its _versions module answers the cuDNN
# it was built with (9.8.0) without a GPU, and JAX loads the
# nvidia-cudnn-cu12 wheel's libcudnn by path.
foreach(_root FRAMEWORK_jax_cu12_ROOT FRAMEWORK_cudnn_cu12_9_8_ROOT RELEASE_cu12_9_1_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
