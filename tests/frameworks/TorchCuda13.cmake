# torch 2.15.0 (for CUDA 13, from PyPI; only macros.h, METADATA and
# libtorch_cuda.so are unpacked) in a real venv: it records cuDNN 9.26.0 in
# torch/include/caffe2/core/macros.h, pins nvidia-cudnn-cu13==9.26.0.51,
# and libtorch_cuda.so finds libcudnn.so.9 through its RPATH
# $ORIGIN/../../nvidia/cudnn/lib.  Judged with --python and --check-binary.
foreach(_root FRAMEWORK_torch_cu13_ROOT RELEASE_cu13_newest_ROOT RELEASE_cu13_9_20_ROOT RELEASE_cu12_9_1_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
