# Distributed under the OSI-approved BSD 3-Clause License.
#
# Where cuDNN can live, in the documented order: search roots, the CUDA
# toolkit, the active conda environment, the pip wheel of the Python on
# PATH, then the system directories (Debian/Ubuntu multiarch included).
# Each candidate directory carries a label saying which location gave it,
# so the summary can tell which copy won and why.

include_guard(GLOBAL)

# Appends a prefix's include or library directories to the two parallel
# lists (directories, labels) in the caller's scope.  A function, not a
# macro: a macro would re-read the prefix as CMake code, and a backslash in
# a path would become an escape sequence.
function(_CuDNNStrict_add_prefix kind prefix label)
  if("${prefix}" STREQUAL "")
    return()
  endif()
  if(WIN32)
    _CuDNNStrict_windows_suffixes(${kind} "${prefix}" _suffixes)
  elseif(kind STREQUAL "include")
    set(_suffixes include)
    if(CMAKE_LIBRARY_ARCHITECTURE)
      list(APPEND _suffixes include/${CMAKE_LIBRARY_ARCHITECTURE})
    endif()
    list(APPEND _suffixes targets/${CMAKE_SYSTEM_PROCESSOR}-linux/include "")
  else()
    set(_suffixes lib64 lib)
    if(CMAKE_LIBRARY_ARCHITECTURE)
      list(APPEND _suffixes lib/${CMAKE_LIBRARY_ARCHITECTURE})
    endif()
    list(APPEND _suffixes lib/x64 targets/${CMAKE_SYSTEM_PROCESSOR}-linux/lib "")
  endif()
  foreach(_suffix IN LISTS _suffixes)
    if(_suffix STREQUAL "")
      _CuDNNStrict_add_dir("${prefix}" "${label}")
    else()
      _CuDNNStrict_add_dir("${prefix}/${_suffix}" "${label}")
    endif()
  endforeach()
  set(_CuDNNStrict_dirs "${_CuDNNStrict_dirs}" PARENT_SCOPE)
  set(_CuDNNStrict_labels "${_CuDNNStrict_labels}" PARENT_SCOPE)
endfunction()

function(_CuDNNStrict_add_dir dir label)
  if(IS_DIRECTORY "${dir}" AND NOT "${dir}" IN_LIST CMAKE_IGNORE_PATH)
    list(APPEND _CuDNNStrict_dirs "${dir}")
    list(APPEND _CuDNNStrict_labels "${label}")
    set(_CuDNNStrict_dirs "${_CuDNNStrict_dirs}" PARENT_SCOPE)
    set(_CuDNNStrict_labels "${_CuDNNStrict_labels}" PARENT_SCOPE)
  endif()
endfunction()

# A directory named by CUDNN_INCLUDE_PATH or CUDNN_LIBRARY_PATH; some
# projects name the library file there, whose directory is then searched.
function(_CuDNNStrict_add_path_hint path label)
  if(EXISTS "${path}" AND NOT IS_DIRECTORY "${path}")
    get_filename_component(path "${path}" DIRECTORY)
  endif()
  if(NOT "${path}" STREQUAL "")
    _CuDNNStrict_add_dir("${path}" "${label}")
  endif()
  set(_CuDNNStrict_dirs "${_CuDNNStrict_dirs}" PARENT_SCOPE)
  set(_CuDNNStrict_labels "${_CuDNNStrict_labels}" PARENT_SCOPE)
endfunction()

# Roots: a CMake variable beats the environment variable of the same name.
# First the directories other cuDNN modules take for the headers
# (CUDNN_INCLUDE_PATH) or the library (CUDNN_LIBRARY_PATH), then install
# prefixes.
macro(_CuDNNStrict_add_roots kind)
  # Directories FindCuDNNStrict.cmake puts first, with their labels: those
  # of a target to adopt, and of entries another cuDNN module had cached.
  foreach(_CuDNNStrict_first_dir _CuDNNStrict_first_label IN ZIP_LISTS
      _CuDNNStrict_first_dirs_${kind} _CuDNNStrict_first_labels_${kind})
    _CuDNNStrict_add_dir("${_CuDNNStrict_first_dir}" "${_CuDNNStrict_first_label}")
  endforeach()
  if("${kind}" STREQUAL "include")
    set(_CuDNNStrict_path_var CUDNN_INCLUDE_PATH)
  else()
    set(_CuDNNStrict_path_var CUDNN_LIBRARY_PATH)
  endif()
  foreach(_CuDNNStrict_path IN LISTS ${_CuDNNStrict_path_var})
    _CuDNNStrict_add_path_hint("${_CuDNNStrict_path}" "${_CuDNNStrict_path_var}")
  endforeach()
  string(REPLACE ":" ";" _CuDNNStrict_env_paths "$ENV{${_CuDNNStrict_path_var}}")
  foreach(_CuDNNStrict_path IN LISTS _CuDNNStrict_env_paths)
    _CuDNNStrict_add_path_hint("${_CuDNNStrict_path}" "ENV{${_CuDNNStrict_path_var}}")
  endforeach()
  foreach(_CuDNNStrict_root_var IN ITEMS CuDNNStrict_ROOT CUDNN_ROOT CUDNN_ROOT_DIR CUDNN_PATH CUDNN_HOME)
    foreach(_CuDNNStrict_root IN LISTS ${_CuDNNStrict_root_var})
      _CuDNNStrict_add_prefix(${kind} "${_CuDNNStrict_root}" "${_CuDNNStrict_root_var}")
    endforeach()
    if(DEFINED ENV{${_CuDNNStrict_root_var}})
      string(REPLACE ":" ";" _CuDNNStrict_env_roots "$ENV{${_CuDNNStrict_root_var}}")
      foreach(_CuDNNStrict_root IN LISTS _CuDNNStrict_env_roots)
        _CuDNNStrict_add_prefix(${kind} "${_CuDNNStrict_root}" "ENV{${_CuDNNStrict_root_var}}")
      endforeach()
    endif()
  endforeach()
  foreach(_CuDNNStrict_root IN LISTS CMAKE_PREFIX_PATH)
    _CuDNNStrict_add_prefix(${kind} "${_CuDNNStrict_root}" "CMAKE_PREFIX_PATH")
  endforeach()
endmacro()

macro(_CuDNNStrict_add_toolkit kind)
  if(CUDAToolkit_FOUND)
    _CuDNNStrict_toolkit_dirs(${kind} _CuDNNStrict_toolkit
      TARGET_DIR "${CUDAToolkit_TARGET_DIR}"
      LIBRARY_ROOT "${CUDAToolkit_LIBRARY_ROOT}"
      LIBRARY_DIR "${CUDAToolkit_LIBRARY_DIR}"
      CUDART "${CUDA_cudart_LIBRARY}"
      INCLUDE_DIRS "${CUDAToolkit_INCLUDE_DIRS}")
    foreach(_CuDNNStrict_dir IN LISTS _CuDNNStrict_toolkit)
      _CuDNNStrict_add_dir("${_CuDNNStrict_dir}" "CUDA toolkit")
    endforeach()
  endif()
endmacro()

# Sets <out> to the toolkit's include or library directories.  CMake
# releases describe one toolkit differently: 3.x reports the directory of
# libcudart as the library directory and <root>/include as the include
# directory; 4.x takes the library root from wherever it finds nvvm (a
# prefix such as /usr/local when nvvm is linked there, with a library
# directory beside it) and reports includes under targets/<arch>.  Every
# directory either meaning names is a candidate, in this order: the
# directory of libcudart, the reported library (or include) directories,
# the target directory's conventional subdirectories, the library root's.
# A directory reached through several spellings (lib64 a link to lib,
# targets/<arch>/lib a link to either) is searched once, at its first place,
# under its shortest spelling inside the target directory: the spelling
# users know, and one that every CMake release reaches, so the summary
# prints the same path whichever CMake configures.
function(_CuDNNStrict_toolkit_dirs kind out)
  cmake_parse_arguments(PARSE_ARGV 2 _tk "" "TARGET_DIR;LIBRARY_ROOT;LIBRARY_DIR;CUDART" "INCLUDE_DIRS")
  set(_arch_dir "targets/${CMAKE_SYSTEM_PROCESSOR}-linux")
  if(WIN32 AND NOT kind STREQUAL "include")
    # The DLLs: the toolkit's bin/, where its own DLLs sit.
    set(_suffixes bin)
    set(_candidates "")
  elseif(kind STREQUAL "include")
    set(_suffixes include "${_arch_dir}/include")
    set(_candidates ${_tk_INCLUDE_DIRS})
  else()
    set(_suffixes lib64 lib "${_arch_dir}/lib")
    set(_candidates "")
    if(_tk_CUDART)
      get_filename_component(_cudart_dir "${_tk_CUDART}" DIRECTORY)
      list(APPEND _candidates "${_cudart_dir}")
    endif()
    list(APPEND _candidates ${_tk_LIBRARY_DIR})
  endif()
  foreach(_base IN ITEMS "${_tk_TARGET_DIR}" "${_tk_LIBRARY_ROOT}")
    if(NOT _base STREQUAL "")
      foreach(_suffix IN LISTS _suffixes)
        list(APPEND _candidates "${_base}/${_suffix}")
      endforeach()
    endif()
  endforeach()
  set(_inside "")
  if(NOT _tk_TARGET_DIR STREQUAL "")
    get_filename_component(_inside "${_tk_TARGET_DIR}" ABSOLUTE)
    string(APPEND _inside "/")
  endif()
  set(_dirs "")
  set(_real_dirs "")
  set(_ranks "")
  foreach(_dir IN LISTS _candidates)
    if(_dir STREQUAL "")
      continue()
    endif()
    get_filename_component(_dir "${_dir}" ABSOLUTE)
    if(NOT IS_DIRECTORY "${_dir}" OR "${_dir}" IN_LIST CMAKE_IGNORE_PATH)
      continue()
    endif()
    file(REAL_PATH "${_dir}" _real)
    # Lower ranks win: spellings inside the target directory by length,
    # any other spelling only when none inside reaches the directory.
    set(_rank 100000)
    if(_inside)
      string(FIND "${_dir}" "${_inside}" _at)
      if(_at EQUAL 0)
        string(LENGTH "${_dir}" _rank)
      endif()
    endif()
    list(FIND _real_dirs "${_real}" _index)
    if(_index EQUAL -1)
      list(APPEND _dirs "${_dir}")
      list(APPEND _real_dirs "${_real}")
      list(APPEND _ranks ${_rank})
    else()
      list(GET _ranks ${_index} _kept_rank)
      if(_rank LESS _kept_rank)
        list(REMOVE_AT _dirs ${_index})
        list(INSERT _dirs ${_index} "${_dir}")
        list(REMOVE_AT _ranks ${_index})
        list(INSERT _ranks ${_index} ${_rank})
      endif()
    endif()
  endforeach()
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

# The site-packages directories of a Python interpreter.  Asking Python
# costs a process start, so the answer is cached per interpreter.
function(_CuDNNStrict_python_site_dirs out)
  set(_python "")
  foreach(_var IN ITEMS Python_EXECUTABLE Python3_EXECUTABLE)
    if(NOT _python AND ${_var})
      set(_python "${${_var}}")
    endif()
  endforeach()
  if(NOT _python)
    find_program(_python NAMES python3 python NO_CACHE)
  endif()
  if(NOT _python)
    set(${out} "" PARENT_SCOPE)
    return()
  endif()
  if("${_python}" STREQUAL "${_CuDNNStrict_PYTHON_SITE_KEY}")
    set(${out} "${_CuDNNStrict_PYTHON_SITE_DIRS}" PARENT_SCOPE)
    return()
  endif()
  execute_process(
    COMMAND "${_python}" -c
      "import site, sysconfig; p = sysconfig.get_paths(); d = [p['purelib'], p['platlib']]; u = getattr(site, 'getusersitepackages', lambda: '')(); d.append(u); print(';'.join(x for x in dict.fromkeys(d) if x))"
    OUTPUT_VARIABLE _dirs ERROR_QUIET RESULT_VARIABLE _rc TIMEOUT 30
    OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT _rc EQUAL 0)
    set(_dirs "")
  endif()
  set(_CuDNNStrict_PYTHON_SITE_KEY "${_python}" CACHE INTERNAL "")
  set(_CuDNNStrict_PYTHON_SITE_DIRS "${_dirs}" CACHE INTERNAL "")
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

macro(_CuDNNStrict_add_pip kind)
  _CuDNNStrict_python_site_dirs(_CuDNNStrict_site_dirs)
  foreach(_CuDNNStrict_site IN LISTS _CuDNNStrict_site_dirs)
    set(_CuDNNStrict_wheel "${_CuDNNStrict_site}/nvidia/cudnn")
    if(IS_DIRECTORY "${_CuDNNStrict_wheel}")
      if(WIN32 AND NOT "${kind}" STREQUAL "include")
        _CuDNNStrict_add_dir("${_CuDNNStrict_wheel}/bin" "pip wheel")
      else()
        _CuDNNStrict_add_dir("${_CuDNNStrict_wheel}/${kind}" "pip wheel")
      endif()
    endif()
  endforeach()
endmacro()

macro(_CuDNNStrict_add_system kind)
  if(WIN32)
    _CuDNNStrict_windows_system_prefixes(_CuDNNStrict_system_prefixes)
  else()
    file(GLOB _CuDNNStrict_versioned_cuda LIST_DIRECTORIES true "/usr/local/cuda-*")
    list(SORT _CuDNNStrict_versioned_cuda COMPARE NATURAL ORDER DESCENDING)
    set(_CuDNNStrict_system_prefixes /usr/local/cuda ${_CuDNNStrict_versioned_cuda} /opt/cuda /usr/local /usr)
  endif()
  foreach(_CuDNNStrict_prefix IN LISTS _CuDNNStrict_system_prefixes)
    _CuDNNStrict_add_prefix(${kind} "${_CuDNNStrict_prefix}" "system")
  endforeach()
endmacro()

# Sets <out_dirs> and <out_labels>: the candidate directories of one
# location for headers (kind "include") or libraries (kind "lib").
function(_CuDNNStrict_location_dirs kind location out_dirs out_labels)
  set(_CuDNNStrict_dirs "")
  set(_CuDNNStrict_labels "")
  if(location STREQUAL "ROOT")
    _CuDNNStrict_add_roots(${kind})
  elseif(location STREQUAL "TOOLKIT")
    _CuDNNStrict_add_toolkit(${kind})
  elseif(location STREQUAL "CONDA" AND DEFINED ENV{CONDA_PREFIX})
    _CuDNNStrict_add_prefix(${kind} "$ENV{CONDA_PREFIX}" "CONDA_PREFIX")
  elseif(location STREQUAL "PIP")
    _CuDNNStrict_add_pip(${kind})
  elseif(location STREQUAL "SYSTEM")
    _CuDNNStrict_add_system(${kind})
  endif()
  set(${out_dirs} "${_CuDNNStrict_dirs}" PARENT_SCOPE)
  set(${out_labels} "${_CuDNNStrict_labels}" PARENT_SCOPE)
endfunction()

# Calls <finder>(<dir> <out_file> <out_error> <args>...) on each candidate
# directory in search order until one gives a file or an error.  Locations
# are enumerated lazily: asking pip's Python costs a process start, and is
# skipped when an earlier location already holds cuDNN.
function(_CuDNNStrict_search kind finder out_file out_label out_error)
  foreach(_location IN LISTS _CuDNNStrict_SEARCH_LOCATION_VALUES)
    if(NOT _location IN_LIST _CuDNNStrict_search_locations)
      continue()
    endif()
    _CuDNNStrict_location_dirs(${kind} ${_location} _dirs _labels)
    set(_index 0)
    foreach(_dir IN LISTS _dirs)
      cmake_language(CALL ${finder} "${_dir}" _file _error ${ARGN})
      if(_file OR _error)
        list(GET _labels ${_index} _label)
        set(${out_file} "${_file}" PARENT_SCOPE)
        set(${out_label} "${_label}" PARENT_SCOPE)
        set(${out_error} "${_error}" PARENT_SCOPE)
        return()
      endif()
      math(EXPR _index "${_index} + 1")
    endforeach()
  endforeach()
  set(${out_file} "" PARENT_SCOPE)
  set(${out_label} "" PARENT_SCOPE)
  set(${out_error} "" PARENT_SCOPE)
endfunction()

# All candidate library directories of every enabled location, in order.
function(_CuDNNStrict_all_library_dirs out_dirs)
  set(_all "")
  foreach(_location IN LISTS _CuDNNStrict_SEARCH_LOCATION_VALUES)
    if(_location IN_LIST _CuDNNStrict_search_locations)
      _CuDNNStrict_location_dirs(lib ${_location} _dirs _labels)
      list(APPEND _all ${_dirs})
    endif()
  endforeach()
  set(${out_dirs} "${_all}" PARENT_SCOPE)
endfunction()
