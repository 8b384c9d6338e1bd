# TensorFlow 2.20.0 (from PyPI; only its build record, METADATA and
# libtensorflow_framework.so.2 are unpacked) in a real venv with the
# nvidia-cudnn-cu12 wheels 9.10.2.21 and 8.9.7.29, judged with --python and
# --check-binary and compared with TensorFlow's own answer.
foreach(_root FRAMEWORK_tf_ROOT FRAMEWORK_cudnn_cu12_9_10_2_ROOT FRAMEWORK_cudnn_cu12_8_9_7_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
