# ONNX Runtime's CUDA provider (onnxruntime-gpu 1.23.2, for CUDA 12) carries
# no CuDNNStrict note; it needs libcudnn.so.9 and the CUDA 12 libraries
# (DT_NEEDED).  --check-binary judges the cuDNN it would load.
foreach(_root FRAMEWORK_ort_cu12_ROOT RELEASE_cu12_9_1_ROOT RELEASE_cu13_newest_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
