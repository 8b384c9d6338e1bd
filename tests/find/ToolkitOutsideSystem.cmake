# A CUDA toolkit outside the system directories, named by CUDAToolkit_ROOT
# and searched alone (TOOLKIT): cuDNN is found through what FindCUDAToolkit
# reports, whichever CMake release runs it.  The toolkit is this machine's,
# laid out again under the build tree as NVIDIA's installers lay it out:
# targets/<arch>/{include,lib} hold the files, include and lib64 are links
# to them (../ToolkitTree.cmake), with links to this machine's cuDNN.

include("${CMAKE_CURRENT_LIST_DIR}/../ToolkitTree.cmake")
set(_root "${CMAKE_BINARY_DIR}/toolkit/cuda")
cudnn_strict_test_use_toolkit_tree("${_root}")
# This machine's cuDNN, beside the toolkit or in the system directories.
set(_arch "${CMAKE_SYSTEM_PROCESSOR}-linux")
find_path(_cudnn_include cudnn_version.h NO_CACHE
  HINTS "${TOOLKIT_TREE_REAL_INCLUDE}" PATH_SUFFIXES "include/${CMAKE_LIBRARY_ARCHITECTURE}")
if(NOT _cudnn_include)
  message(STATUS "CUDNN_STRICT_SKIP: no CUDA toolkit with nvvm and cuDNN on this machine")
  return()
endif()
file(STRINGS "${_cudnn_include}/cudnn_version.h" _lines REGEX "^#define CUDNN_(MAJOR|MINOR|PATCHLEVEL) ")
string(REGEX REPLACE "[^;]*CUDNN_[A-Z]+ ([0-9]+)[^;]*" "\\1" _numbers "${_lines}")
list(GET _numbers 0 _major)
string(REPLACE ";" "." _version "${_numbers}")
set(_real_root "${TOOLKIT_TREE_REAL_ROOT}")
find_library(_cudnn_library NAMES libcudnn.so.${_major} NO_CACHE
  HINTS "${_real_root}/targets/${_arch}/lib" "${_real_root}/lib64" "${_real_root}/lib")
if(NOT _cudnn_library)
  message(STATUS "CUDNN_STRICT_SKIP: no libcudnn.so.${_major} beside the toolkit or in the system directories")
  return()
endif()
get_filename_component(_cudnn_lib_dir "${_cudnn_library}" DIRECTORY)
cudnn_strict_test_link_entries("${_cudnn_include}" "${TOOLKIT_TREE_INCLUDE}" "cudnn*.h" "")
cudnn_strict_test_link_entries("${_cudnn_lib_dir}" "${TOOLKIT_TREE_LIB}" "libcudnn*.so*" "")

set(CUDAToolkit_ROOT "${_root}")
find_package(CUDAToolkit REQUIRED)
assert_equal(CUDAToolkit_TARGET_DIR "${_root}")
set(CUDNN_STRICT_SEARCH_LOCATIONS TOOLKIT)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION "${_version}")
# The same spellings under every CMake release: the shortest inside the
# toolkit, not the targets/<arch> paths the links lead to.
assert_equal(CuDNNStrict_VERSION_HEADER "${_root}/include/cudnn_version.h")
assert_equal(CuDNNStrict_LIBRARIES "${_root}/lib64/libcudnn.so.${_major}")
