# onnxruntime-gpu 1.23.2 (for CUDA 12) with the nvidia-cudnn-cu12 8.9.7.29
# wheel, which holds libcudnn.so.8 alone, judged with --python: the
# preload_dlls() branch loads nothing from it, and says so.
foreach(_root FRAMEWORK_ort_cu12_ROOT FRAMEWORK_cudnn_cu12_8_9_7_ROOT FRAMEWORK_cudnn_cu12_9_10_2_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
