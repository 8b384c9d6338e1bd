# torch 2.11.0 for CUDA 13.0 (from PyPI), imported in a real venv without
# a GPU: built with cuDNN 9.19.0 (macros.h), pins
# nvidia-cudnn-cu13==9.19.0.56.  torch's own answer is compared with
# --python's, as in TorchImportCuda12.
foreach(_root FRAMEWORK_torch_cu13_2_11_ROOT FRAMEWORK_torch_deps_ROOT FRAMEWORK_cudnn_cu13_9_19_ROOT
    FRAMEWORK_cudnn_cu12_9_10_2_ROOT RELEASE_cu13_oldest_ROOT RELEASE_cu13_newest_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
