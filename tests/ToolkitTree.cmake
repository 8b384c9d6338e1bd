# Distributed under the OSI-approved BSD 3-Clause License.
#
# For cases that need a CUDA toolkit outside the system directories, found
# only through CUDAToolkit_ROOT: this machine's toolkit laid out again under
# a prefix of the build tree, as NVIDIA's installers lay it out
# (targets/<arch>/{include,lib} hold the files, include and lib64 are links
# to them).  Files are symbolic links into the real toolkit, so nothing
# large is copied; no cuDNN file of the real toolkit is linked, so that a
# case chooses the cuDNN the tree holds.

# Links each entry of <from> matching <glob> into <to>, except names
# matching <exclude> ("" for none); an entry already there stays.
function(cudnn_strict_test_link_entries from to glob exclude)
  file(GLOB _entries RELATIVE "${from}" "${from}/${glob}")
  file(MAKE_DIRECTORY "${to}")
  foreach(_entry IN LISTS _entries)
    if(NOT exclude STREQUAL "" AND _entry MATCHES "${exclude}")
      continue()
    endif()
    if(NOT EXISTS "${to}/${_entry}" AND NOT IS_SYMLINK "${to}/${_entry}")
      file(CREATE_LINK "${from}/${_entry}" "${to}/${_entry}" SYMBOLIC)
    endif()
  endforeach()
endfunction()

# Lays out the toolkit at <root>.  Sets <out_skip> to why it cannot ("" when
# it did), and in the caller's scope TOOLKIT_TREE_REAL_ROOT (the real
# toolkit) and TOOLKIT_TREE_INCLUDE and TOOLKIT_TREE_LIB (the tree's
# targets/<arch> directories, where a case links the cuDNN it wants).
function(cudnn_strict_test_toolkit_tree root out_skip)
  # Looked up without find_package() so that FindCUDAToolkit's cached
  # results come from the tree alone.
  find_program(_nvcc nvcc PATHS /usr/local/cuda/bin NO_CACHE)
  if(NOT _nvcc)
    set(${out_skip} "no nvcc on PATH or in /usr/local/cuda/bin" PARENT_SCOPE)
    return()
  endif()
  # nvcc on PATH may be a wrapper script (/usr/local/bin/nvcc that execs
  # the real one): ask nvcc where its toolkit is, as FindCUDAToolkit does,
  # rather than taking the directory above the file found.
  execute_process(COMMAND "${_nvcc}" -v __cudnn_strict_where
    OUTPUT_VARIABLE _nvcc_out ERROR_VARIABLE _nvcc_out)
  if(NOT _nvcc_out MATCHES "#\\$ TOP=([^\r\n]*)")
    set(${out_skip} "${_nvcc} -v does not name its toolkit (TOP=)" PARENT_SCOPE)
    return()
  endif()
  file(REAL_PATH "${CMAKE_MATCH_1}" _real_root)
  set(_arch "${CMAKE_SYSTEM_PROCESSOR}-linux")
  find_path(_real_include cuda_runtime.h NO_DEFAULT_PATH NO_CACHE
    PATHS "${_real_root}/targets/${_arch}/include" "${_real_root}/include")
  find_library(_real_cudart cudart NO_DEFAULT_PATH NO_CACHE
    PATHS "${_real_root}/targets/${_arch}/lib" "${_real_root}/lib64" "${_real_root}/lib")
  if(NOT _real_include OR NOT _real_cudart OR NOT IS_DIRECTORY "${_real_root}/nvvm")
    set(${out_skip} "no CUDA toolkit with nvvm on this machine (nvcc: ${_nvcc})" PARENT_SCOPE)
    return()
  endif()
  get_filename_component(_real_cudart_dir "${_real_cudart}" DIRECTORY)
  file(REMOVE_RECURSE "${root}")
  set(_include "${root}/targets/${_arch}/include")
  set(_lib "${root}/targets/${_arch}/lib")
  cudnn_strict_test_link_entries("${_real_root}/bin" "${root}/bin" "*" "")
  file(CREATE_LINK "${_real_root}/nvvm" "${root}/nvvm" SYMBOLIC)
  cudnn_strict_test_link_entries("${_real_include}" "${_include}" "*" "^cudnn")
  cudnn_strict_test_link_entries("${_real_cudart_dir}" "${_lib}" "*" "^libcudnn")
  file(CREATE_LINK "targets/${_arch}/include" "${root}/include" SYMBOLIC)
  file(CREATE_LINK "targets/${_arch}/lib" "${root}/lib64" SYMBOLIC)
  set(TOOLKIT_TREE_REAL_ROOT "${_real_root}" PARENT_SCOPE)
  set(TOOLKIT_TREE_INCLUDE "${_include}" PARENT_SCOPE)
  set(TOOLKIT_TREE_LIB "${_lib}" PARENT_SCOPE)
  set(TOOLKIT_TREE_REAL_INCLUDE "${_real_include}" PARENT_SCOPE)
  set(${out_skip} "" PARENT_SCOPE)
endfunction()

# Lays out the toolkit at <root>, or leaves the including case as skipped.
macro(cudnn_strict_test_use_toolkit_tree root)
  cudnn_strict_test_toolkit_tree("${root}" _toolkit_tree_skip)
  if(_toolkit_tree_skip)
    message(STATUS "CUDNN_STRICT_SKIP: ${_toolkit_tree_skip}")
    return()
  endif()
endmacro()
