# A CUDA toolkit whose lib and lib64 both lead to targets/<arch>/lib: the
# toolkit's target directory is an install prefix like any other, so the
# directory is searched once, under the first spelling of the platform's
# layout, lib64, as the roots, conda and the system prefixes spell it.

include("${CMAKE_CURRENT_LIST_DIR}/../ToolkitTree.cmake")
set(_root "${CMAKE_BINARY_DIR}/toolkit/cuda")
cudnn_strict_test_use_toolkit_tree("${_root}")
file(CREATE_LINK "targets/${CMAKE_SYSTEM_PROCESSOR}-linux/lib" "${_root}/lib" SYMBOLIC)
# The fake cuDNN 9.1.0, linked where the tree's files are.
cudnn_strict_test_link_entries("${FAKE_v9_1_0_INCLUDE_DIR}" "${TOOLKIT_TREE_INCLUDE}" "cudnn*.h" "")
cudnn_strict_test_link_entries("${FAKE_v9_1_0_LIBRARY_DIR}" "${TOOLKIT_TREE_LIB}" "libcudnn*.so*" "")

set(CUDAToolkit_ROOT "${_root}")
find_package(CUDAToolkit REQUIRED)
set(CUDNN_STRICT_SEARCH_LOCATIONS TOOLKIT)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_LIBRARIES "${_root}/lib64/libcudnn.so.9")
