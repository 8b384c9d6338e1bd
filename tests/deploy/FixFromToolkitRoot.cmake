# A compatible cuDNN only inside a CUDA toolkit under a prefix of this build
# tree, named by CUDAToolkit_ROOT: no place of the fix search's own default
# plan (CUDA_HOME, CUDA_PATH, /usr/local/cuda*, /opt/cuda), but a directory
# the configure's TOOLKIT location found.  The program is built against
# cuDNN 9.19.0 found through CuDNNStrict_ROOT; the toolkit holds 9.21.0.
include("${CMAKE_CURRENT_LIST_DIR}/../ToolkitTree.cmake")
set(_root "${CMAKE_BINARY_DIR}/toolkit/cuda")
cudnn_strict_test_use_toolkit_tree("${_root}")
# Copies, not links: the fix names the real directory of what it found.
file(GLOB _fakes "${FAKE_v9_21_0_ROOT}/lib64/libcudnn*")
file(COPY ${_fakes} DESTINATION "${TOOLKIT_TREE_LIB}")
set(CUDAToolkit_ROOT "${_root}")
find_package(CUDAToolkit REQUIRED)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT TOOLKIT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
deploy_find_cudnn()
deploy_guarded_program(app)
deploy_fact(TOOLKIT_ROOT "${_root}")
