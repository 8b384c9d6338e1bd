# A CUDA toolkit outside the system directories, named by CUDAToolkit_ROOT
# and searched alone (TOOLKIT): cuDNN is found through what FindCUDAToolkit
# reports, whichever CMake release runs it.  The toolkit is this machine's,
# laid out again under the build tree as NVIDIA's installers lay it out:
# targets/<arch>/{include,lib} hold the files, include and lib64 are links
# to them.  Files are symbolic links into the real toolkit (and into the
# real cuDNN when it lives elsewhere), so nothing large is copied.

# This machine's toolkit and cuDNN, looked up without find_package() so
# that FindCUDAToolkit's cached results come from the tree alone.
find_program(_nvcc nvcc PATHS /usr/local/cuda/bin NO_CACHE)
if(NOT _nvcc)
  message(STATUS "CUDNN_STRICT_SKIP: no nvcc on PATH or in /usr/local/cuda/bin")
  return()
endif()
# nvcc on PATH may be a wrapper script (/usr/local/bin/nvcc that execs the
# real one): ask nvcc where its toolkit is, as FindCUDAToolkit does, rather
# than taking the directory above the file found.
execute_process(COMMAND "${_nvcc}" -v __cudnn_strict_where
  OUTPUT_VARIABLE _nvcc_out ERROR_VARIABLE _nvcc_out)
if(NOT _nvcc_out MATCHES "#\\$ TOP=([^\r\n]*)")
  message(STATUS "CUDNN_STRICT_SKIP: ${_nvcc} -v does not name its toolkit (TOP=)")
  return()
endif()
file(REAL_PATH "${CMAKE_MATCH_1}" _real_root)
set(_arch "${CMAKE_SYSTEM_PROCESSOR}-linux")
find_path(_real_include cuda_runtime.h NO_DEFAULT_PATH NO_CACHE
  PATHS "${_real_root}/targets/${_arch}/include" "${_real_root}/include")
find_library(_real_cudart cudart NO_DEFAULT_PATH NO_CACHE
  PATHS "${_real_root}/targets/${_arch}/lib" "${_real_root}/lib64" "${_real_root}/lib")
find_path(_cudnn_include cudnn_version.h NO_CACHE
  HINTS "${_real_include}" PATH_SUFFIXES "include/${CMAKE_LIBRARY_ARCHITECTURE}")
if(NOT _real_include OR NOT _real_cudart OR NOT IS_DIRECTORY "${_real_root}/nvvm" OR NOT _cudnn_include)
  message(STATUS "CUDNN_STRICT_SKIP: no CUDA toolkit with nvvm and cuDNN on this machine (nvcc: ${_nvcc})")
  return()
endif()
file(STRINGS "${_cudnn_include}/cudnn_version.h" _lines REGEX "^#define CUDNN_(MAJOR|MINOR|PATCHLEVEL) ")
string(REGEX REPLACE "[^;]*CUDNN_[A-Z]+ ([0-9]+)[^;]*" "\\1" _numbers "${_lines}")
list(GET _numbers 0 _major)
string(REPLACE ";" "." _version "${_numbers}")
find_library(_cudnn_library NAMES libcudnn.so.${_major} NO_CACHE
  HINTS "${_real_root}/targets/${_arch}/lib" "${_real_root}/lib64" "${_real_root}/lib")
if(NOT _cudnn_library)
  message(STATUS "CUDNN_STRICT_SKIP: no libcudnn.so.${_major} beside the toolkit or in the system directories")
  return()
endif()
get_filename_component(_cudnn_lib_dir "${_cudnn_library}" DIRECTORY)
get_filename_component(_real_cudart_dir "${_real_cudart}" DIRECTORY)

# The tree: links to each file, later sources never replacing earlier ones.
function(_link_entries from to glob)
  file(GLOB _entries RELATIVE "${from}" "${from}/${glob}")
  file(MAKE_DIRECTORY "${to}")
  foreach(_entry IN LISTS _entries)
    if(NOT EXISTS "${to}/${_entry}" AND NOT IS_SYMLINK "${to}/${_entry}")
      file(CREATE_LINK "${from}/${_entry}" "${to}/${_entry}" SYMBOLIC)
    endif()
  endforeach()
endfunction()
set(_root "${CMAKE_BINARY_DIR}/toolkit/cuda")
file(REMOVE_RECURSE "${CMAKE_BINARY_DIR}/toolkit")
_link_entries("${_real_root}/bin" "${_root}/bin" "*")
file(CREATE_LINK "${_real_root}/nvvm" "${_root}/nvvm" SYMBOLIC)
_link_entries("${_real_include}" "${_root}/targets/${_arch}/include" "*")
_link_entries("${_cudnn_include}" "${_root}/targets/${_arch}/include" "cudnn*.h")
_link_entries("${_real_cudart_dir}" "${_root}/targets/${_arch}/lib" "*")
_link_entries("${_cudnn_lib_dir}" "${_root}/targets/${_arch}/lib" "libcudnn*.so*")
file(CREATE_LINK "targets/${_arch}/include" "${_root}/include" SYMBOLIC)
file(CREATE_LINK "targets/${_arch}/lib" "${_root}/lib64" SYMBOLIC)

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
