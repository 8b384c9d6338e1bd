# ONNX Runtime's CUDA provider (onnxruntime-gpu 1.31.1, for CUDA 13) carries
# no CuDNNStrict note and no DT_NEEDED on cuDNN: it opens libcudnn.so.9 with
# dlopen() (the name is in its .rodata) and needs the CUDA 13 libraries.
# --check-binary judges the cuDNN that dlopen() would load.
foreach(_root FRAMEWORK_ort_cu13_ROOT RELEASE_cu12_9_1_ROOT RELEASE_cu13_newest_ROOT RELEASE_cu13_9_20_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
