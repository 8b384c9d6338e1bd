# torch 2.9.1 for CUDA 12.8 (from PyPI), imported in a real venv without a
# GPU: built with cuDNN 9.8.0 (macros.h), pins nvidia-cudnn-cu12==9.10.2.21.
# torch's own answer (torch._C._cudnn.getCompileVersion(),
# torch.backends.cudnn.version() or its "cuDNN version incompatibility"
# error, the libcudnn in /proc/self/maps) is compared with --python's.
# All three come without a GPU (the import runs no CUDA call); only the
# import needs the CUDA libraries torch links, which are stubs here
# (support/torch_venv.py), beside the real cuDNN wheels.
foreach(_root FRAMEWORK_torch_cu12_2_9_ROOT FRAMEWORK_torch_deps_ROOT FRAMEWORK_cudnn_cu12_9_10_2_ROOT
    FRAMEWORK_cudnn_cu13_9_19_ROOT RELEASE_cu12_9_1_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
