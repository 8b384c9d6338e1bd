# Distributed under the OSI-approved BSD 3-Clause License.
#
# Where cuDNN can live, in the documented order: the roots (ROOT), the
# CUDA toolkit, the active conda environment, the pip wheels of the Python
# the user means, then the system directories; what each looks like on
# disk is the target system's (Linux.cmake, Windows.cmake).  A location
# gives entries, one list item each, "<label>|<directory>": <label> is what
# the summary prints to say which copy won and why; the directory last, so
# that it may hold any character but ";".  The search itself is
# find_path/find_library, so that CMake's search controls apply as they do
# to any find module.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(Linux.cmake)
_CuDNNStrict_include(Windows.cmake)

function(_CuDNNStrict_entry_parts entry out_label out_dir)
  string(REGEX MATCH "^([^|]*)[|](.*)$" _match "${entry}")
  set(${out_label} "${CMAKE_MATCH_1}" PARENT_SCOPE)
  set(${out_dir} "${CMAKE_MATCH_2}" PARENT_SCOPE)
endfunction()

# Sets <out> to the directories of the install prefix <prefix> that hold
# the headers (<kind> include) or the library (lib), best first.
function(_CuDNNStrict_prefix_dirs kind prefix out)
  if(WIN32)
    _CuDNNStrict_windows_prefix_dirs(${kind} "${prefix}" _dirs)
  else()
    _CuDNNStrict_linux_prefix_dirs(${kind} "${prefix}" _dirs)
  endif()
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

# Sets <out> to the entries of an install prefix: none for "" or for a
# prefix in CMAKE_IGNORE_PREFIX_PATH or CMAKE_SYSTEM_IGNORE_PREFIX_PATH,
# which find_path and find_library apply only to the prefixes they derive
# themselves, not to the PATHS given.
function(_CuDNNStrict_prefix_entries kind prefix label out)
  set(_ignored "")
  foreach(_ignore IN LISTS CMAKE_IGNORE_PREFIX_PATH CMAKE_SYSTEM_IGNORE_PREFIX_PATH)
    get_filename_component(_ignore "${_ignore}" ABSOLUTE)
    list(APPEND _ignored "${_ignore}")
  endforeach()
  get_filename_component(_absolute "${prefix}" ABSOLUTE)
  set(_dirs "")
  if(NOT "${prefix}" STREQUAL "" AND NOT _absolute IN_LIST _ignored)
    _CuDNNStrict_prefix_dirs(${kind} "${prefix}" _dirs)
    list(TRANSFORM _dirs PREPEND "${label}|")
  endif()
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

# Sets <out> to the entry of a directory (none for "").
function(_CuDNNStrict_dir_entries dir label out)
  set(_entries "")
  if(NOT "${dir}" STREQUAL "")
    set(_entries "${label}|${dir}")
  endif()
  set(${out} "${_entries}" PARENT_SCOPE)
endfunction()

# The variables that name an install prefix, in the order they are tried.
# (A function, not a variable: this file is read once, in the first
# directory that finds cuDNN.)
function(_CuDNNStrict_root_variables out)
  set(${out} CuDNNStrict_ROOT CUDNN_ROOT CUDNN_ROOT_DIR CUDNN_PATH CUDNN_HOME PARENT_SCOPE)
endfunction()

# Sets <out_labels> and <out_values> to the values of the variable <var>
# (with VAR; not the -NOTFOUND of a failed search), labelled <var>, then
# of the environment variable of that name split at ':' (with ENV),
# labelled ENV{<var>}.  An empty value names no place and is left out.
function(_CuDNNStrict_named_values var out_labels out_values)
  set(_labels "")
  set(_values "")
  if("VAR" IN_LIST ARGN)
    foreach(_value IN LISTS ${var})
      if(NOT _value MATCHES "(^|-NOTFOUND)$")
        list(APPEND _labels "${var}")
        list(APPEND _values "${_value}")
      endif()
    endforeach()
  endif()
  if("ENV" IN_LIST ARGN)
    _CuDNNStrict_env(${var} _env)
    string(REPLACE ":" ";" _env "${_env}")
    foreach(_value IN LISTS _env)
      if(NOT _value STREQUAL "")
        list(APPEND _labels "ENV{${var}}")
        list(APPEND _values "${_value}")
      endif()
    endforeach()
  endif()
  set(${out_labels} "${_labels}" PARENT_SCOPE)
  set(${out_values} "${_values}" PARENT_SCOPE)
endfunction()

# A record of an entry another cuDNN module cached:
# "<var>|<kind>|<dir>|<value>", <kind> include or lib, <dir> the directory
# it names (searched again), <value> the entry as it was.
function(_CuDNNStrict_classic_parts record out_var out_kind out_dir out_value)
  string(REGEX MATCH "^([^|]*)[|]([^|]*)[|]([^|]*)[|](.*)$" _match "${record}")
  set(${out_var} "${CMAKE_MATCH_1}" PARENT_SCOPE)
  set(${out_kind} "${CMAKE_MATCH_2}" PARENT_SCOPE)
  set(${out_dir} "${CMAKE_MATCH_3}" PARENT_SCOPE)
  set(${out_value} "${CMAKE_MATCH_4}" PARENT_SCOPE)
endfunction()

# Sets <out> to the search: what the find module decided before searching,
# one value (Values.cmake) that the functions below take: locations (the
# enabled ones, in order), include_first and lib_first (entries ROOT puts
# first: a target to adopt), classic (records of the entries another cuDNN
# module cached) and classic_after_roots.
function(_CuDNNStrict_make_search out)
  cmake_parse_arguments(PARSE_ARGV 1 _arg "CLASSIC_AFTER_ROOTS" ""
    "LOCATIONS;INCLUDE_FIRST;LIB_FIRST;CLASSIC")
  set(_search "")
  _CuDNNStrict_put(_search locations "${_arg_LOCATIONS}" include_first "${_arg_INCLUDE_FIRST}"
    lib_first "${_arg_LIB_FIRST}" classic "${_arg_CLASSIC}"
    classic_after_roots "${_arg_CLASSIC_AFTER_ROOTS}")
  set(${out} "${_search}" PARENT_SCOPE)
endfunction()

# Sets <out> to the enabled locations of <search>, in order.
function(_CuDNNStrict_locations_of search out)
  _CuDNNStrict_report_get("${search}" locations _locations)
  set(${out} "${_locations}" PARENT_SCOPE)
endfunction()

# A root names an install prefix; users name other things too: the
# library file (-DCUDNN_ROOT=<wheel>/lib/libcudnn.so.9), a header, or the
# include directory (MXNet and Caffe take CUDNN_ROOT so).  Each is used as
# it was meant; a file that is neither is named in a warning, never
# dropped in silence.  Sets <out> to what the file <root> is named like:
# lib (a cuDNN library), include (a cuDNN header) or "".
function(_CuDNNStrict_root_file_kind root out)
  get_filename_component(_name "${root}" NAME)
  set(_kind "")
  if(_name MATCHES "^(lib)?cudnn[A-Za-z0-9_]*([.]so([.][0-9]+)*|[.]dylib|[.]dll|[.]lib|[.]a)$")
    set(_kind lib)
  elseif(_name MATCHES "^cudnn[A-Za-z0-9_]*[.]h$")
    set(_kind include)
  endif()
  set(${out} "${_kind}" PARENT_SCOPE)
endfunction()

# Sets <out> to the entries of <root>, named by <label>, for <kind>: of a
# cuDNN file, its directory (for its kind) and the prefix above; of a
# directory holding a cuDNN header, itself (include) and the prefix above;
# of another directory, itself as a prefix; of another file, none.
function(_CuDNNStrict_root_path_entries kind root label out)
  set(_entries "")
  set(_prefix "${root}")
  if(EXISTS "${root}" AND NOT IS_DIRECTORY "${root}")
    _CuDNNStrict_root_file_kind("${root}" _file_kind)
    if(_file_kind STREQUAL "")
      set(${out} "" PARENT_SCOPE)
      return()
    endif()
    get_filename_component(_dir "${root}" DIRECTORY)
    get_filename_component(_prefix "${_dir}" DIRECTORY)
    if(_file_kind STREQUAL kind)
      set(_entries "${label}|${_dir}")
    endif()
  elseif(IS_DIRECTORY "${root}" AND (EXISTS "${root}/cudnn_version.h" OR EXISTS "${root}/cudnn.h"))
    get_filename_component(_prefix "${root}" DIRECTORY)
    if(kind STREQUAL "include")
      set(_entries "${label}|${root}")
    endif()
  endif()
  _CuDNNStrict_prefix_entries(${kind} "${_prefix}" "${label}" _more)
  list(APPEND _entries ${_more})
  set(${out} "${_entries}" PARENT_SCOPE)
endfunction()

# Sets <out> to one warning's text per root, named as a variable or in the
# environment, that names a file the search ignores (neither a cuDNN
# library nor a header): the find module prints them, and a configure that
# printed one is not replayed, so that each configure says it again.
function(_CuDNNStrict_rejected_roots out)
  set(_texts "")
  _CuDNNStrict_root_variables(_vars)
  foreach(_var IN LISTS _vars)
    _CuDNNStrict_named_values(${_var} _labels _roots VAR ENV)
    foreach(_label _root IN ZIP_LISTS _labels _roots)
      _CuDNNStrict_root_file_kind("${_root}" _kind)
      if(EXISTS "${_root}" AND NOT IS_DIRECTORY "${_root}" AND _kind STREQUAL "")
        _CuDNNStrict_words(_words ROOT_NOT_CUDNN_FILE label "${_label}" root "${_root}")
        list(APPEND _texts "CuDNNStrict: ${_words}")
      endif()
    endforeach()
  endforeach()
  set(${out} "${_texts}" PARENT_SCOPE)
endfunction()

# Sets <out_value> and <out_help> to the cache entry <var> when no normal
# variable hides it, else to "".
function(_CuDNNStrict_cache_entry var out_value out_help)
  _CuDNNStrict_value(${var} _value)
  get_property(_cached CACHE ${var} PROPERTY VALUE)
  get_property(_help CACHE ${var} PROPERTY HELPSTRING)
  if(NOT DEFINED CACHE{${var}} OR NOT "${_value}" STREQUAL "${_cached}")
    set(_value "")
    set(_help "")
  endif()
  set(${out_value} "${_value}" PARENT_SCOPE)
  set(${out_help} "${_help}" PARENT_SCOPE)
endfunction()

# The help string of an entry another cuDNN module left once this module
# replaced its value: still not the user's choice at the next configure.
function(_CuDNNStrict_replaced_help out)
  set(${out} "Replaced by FindCuDNNStrict with the cuDNN it found (the entry was left by another cuDNN module)" PARENT_SCOPE)
endfunction()

# Cache entries another cuDNN module left (a classic FindCUDNN's
# find_path/find_library in a build directory it configured first) are not
# the user's choice: ROOT searches their directories again, and an entry
# naming another cuDNN than the one found is replaced.  Sets <out_classic>
# to their records and <out_order> to CLASSIC_AFTER_ROOTS when someone
# named a root or hint as a cache entry or in the environment; one the
# project's code sets (its default) does not count, so that switching
# modules keeps the build directory's cuDNN.  PyTorch caches
# CUDNN_INCLUDE_PATH and CUDNN_LIBRARY_PATH, ONNX Runtime cudnn_LIBRARY,
# under find_path's and find_library's default help strings.  This
# module's own CUDNN_INCLUDE_DIR and CUDNN_LIBRARY are another module's
# under those strings or OpenCV's, or when they name the development
# symlink libcudnn.so (the library is looked up beside it); the user's when
# given with -D or edited after this module set them.  Those taken over
# are unset and, unless <quiet>, announced.
function(_CuDNNStrict_classic_entries quiet out_classic out_order)
  _CuDNNStrict_replaced_help(_replaced_help)
  set(_classic "")
  foreach(_var IN ITEMS CUDNN_INCLUDE_PATH CUDNN_LIBRARY_PATH cudnn_LIBRARY)
    _CuDNNStrict_cache_entry(${_var} _value _help)
    if(NOT _value MATCHES "(^|-NOTFOUND)$"
        AND (_help MATCHES "^Path to a (file|library)\\.$" OR _help STREQUAL _replaced_help))
      set(_dir "${_value}")
      if(EXISTS "${_dir}" AND NOT IS_DIRECTORY "${_dir}")
        get_filename_component(_dir "${_dir}" DIRECTORY)
      endif()
      set(_kind lib)
      if(_var STREQUAL "CUDNN_INCLUDE_PATH")
        set(_kind include)
      endif()
      list(APPEND _classic "${_var}|${_kind}|${_dir}|${_value}")
    endif()
  endforeach()
  list(TRANSFORM _classic REPLACE "[|].*$" "" OUTPUT_VARIABLE _classic_vars)
  _CuDNNStrict_root_variables(_vars)
  set(_named "")
  foreach(_var IN LISTS _vars ITEMS CUDNN_INCLUDE_PATH CUDNN_LIBRARY_PATH cudnn_LIBRARY)
    _CuDNNStrict_cache_entry(${_var} _value _help)
    if(NOT _var IN_LIST _classic_vars AND NOT _value MATCHES "(^|-NOTFOUND)$")
      list(APPEND _named ${_var})
    endif()
    _CuDNNStrict_env(${_var} _env)
    if(NOT _var STREQUAL "cudnn_LIBRARY" AND NOT _env STREQUAL "")
      list(APPEND _named "ENV{${_var}}")
    endif()
  endforeach()
  set(_own_vars CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
  set(_own_kinds include lib)
  foreach(_var _kind IN ZIP_LISTS _own_vars _own_kinds)
    _CuDNNStrict_cache_entry(${_var} _value _help)
    if(_help MATCHES "^(No help, variable specified on the command line\\.|Directory holding the cuDNN version header|The cuDNN library)$"
        OR NOT (_help MATCHES "^(Path to a (file|library)\\.|location of (cudnn\\.h|the cuDNN library))$"
                OR _value MATCHES "/libcudnn\\.so$"))
      continue()
    endif()
    set(_dir "${_value}")
    if(_kind STREQUAL "lib")
      get_filename_component(_dir "${_dir}" DIRECTORY)
    endif()
    if(NOT quiet)
      set(_where "${_dir} first")
      if(_named)
        string(REPLACE ";" ", " _where "${_named}")
        set(_where "${_where} first, then ${_dir}")
      endif()
      message(STATUS "CuDNNStrict: ${_var} was ${_value}, cached by another cuDNN module: searching again, ${_where} (-D${_var}=<path> sets it yourself)")
    endif()
    list(APPEND _classic "${_var}|${_kind}|${_dir}|${_value}")
    unset(${_var} CACHE)
    unset(${_var} PARENT_SCOPE)
  endforeach()
  set(_order "")
  if(_named)
    set(_order CLASSIC_AFTER_ROOTS)
  endif()
  set(${out_classic} "${_classic}" PARENT_SCOPE)
  set(${out_order} "${_order}" PARENT_SCOPE)
endfunction()

# Replaces each entry another cuDNN module left (<classic>) that names
# another directory than the one the header (<include_dir>) or <library>
# was found in.  CUDNN_INCLUDE_DIR and CUDNN_LIBRARY are this module's own
# from now on; the others get what was found (CUDNN_LIBRARY_PATH and
# cudnn_LIBRARY the file a program links, <link_file>) with a help string
# that keeps them recognisable as not the user's.  Sets <out> to
# "<var> was <value>" for each entry replaced.
function(_CuDNNStrict_replace_classic_entries classic include_dir library link_file out)
  set(_replaced "")
  _CuDNNStrict_replaced_help(_help)
  get_filename_component(_library_dir "${library}" DIRECTORY)
  foreach(_record IN LISTS classic)
    _CuDNNStrict_classic_parts("${_record}" _var _kind _dir _value)
    set(_found_dir "${include_dir}")
    if(_kind STREQUAL "lib")
      set(_found_dir "${_library_dir}")
    endif()
    file(REAL_PATH "${_dir}" _dir)
    file(REAL_PATH "${_found_dir}" _found_dir)
    if(_dir STREQUAL _found_dir)
      continue()
    endif()
    list(APPEND _replaced "${_var} was ${_value}")
    if(_var STREQUAL "CUDNN_INCLUDE_PATH")
      set(${_var} "${include_dir}" CACHE PATH "${_help}" FORCE)
    elseif(NOT _var MATCHES "^CUDNN_(INCLUDE_DIR|LIBRARY)$")
      set(${_var} "${link_file}" CACHE FILEPATH "${_help}" FORCE)
    endif()
  endforeach()
  set(${out} "${_replaced}" PARENT_SCOPE)
endfunction()

# Sets <out> to FALSE when CMAKE_FIND_USE_<switch> is set false, else TRUE:
# find_path and find_library apply the switches only to the places they
# derive themselves, not to the PATHS given.
function(_CuDNNStrict_find_use switch out)
  set(_use TRUE)
  if(DEFINED CMAKE_FIND_USE_${switch} AND NOT CMAKE_FIND_USE_${switch})
    set(_use FALSE)
  endif()
  set(${out} ${_use} PARENT_SCOPE)
endfunction()

# Sets <out> to the entries of the ROOT location of <search>, in order:
# the entries the find module puts first (a target to adopt); the
# directories other cuDNN modules take for the headers
# (CUDNN_INCLUDE_PATH) or the library (CUDNN_LIBRARY_PATH, and ONNX
# Runtime's cudnn_LIBRARY), a file's directory for a file; the roots, a
# CMake variable before the environment variable of the same name;
# CMAKE_PREFIX_PATH.  The directories of entries another cuDNN module
# left in the cache (of this module's own names, CUDNN_INCLUDE_DIR and
# CUDNN_LIBRARY, first) come before the hints while nobody named a root
# or hint (the build directory's cuDNN stays), and after the roots when
# someone did: a root given now is a decision, an old search result is
# not.
function(_CuDNNStrict_root_entries kind search out)
  _CuDNNStrict_report_get("${search}" ${kind}_first _entries)
  _CuDNNStrict_report_get("${search}" classic _records)
  _CuDNNStrict_report_get("${search}" classic_after_roots _classic_after_roots)
  set(_own "")
  set(_classic "")
  set(_classic_vars "")
  foreach(_record IN LISTS _records)
    _CuDNNStrict_classic_parts("${_record}" _var _record_kind _dir _value)
    list(APPEND _classic_vars ${_var})
    if(NOT _record_kind STREQUAL kind)
    elseif(_var MATCHES "^CUDNN_(INCLUDE_DIR|LIBRARY)$")
      list(APPEND _own "cached by another cuDNN module|${_dir}")
    else()
      list(APPEND _classic "cached by another cuDNN module|${_dir}")
    endif()
  endforeach()
  list(PREPEND _classic ${_own})
  if(NOT _classic_after_roots)
    list(APPEND _entries ${_classic})
  endif()
  set(_hints CUDNN_INCLUDE_PATH)
  if(kind STREQUAL "lib")
    set(_hints CUDNN_LIBRARY_PATH cudnn_LIBRARY)
  endif()
  foreach(_var IN LISTS _hints)
    # ONNX Runtime's is no environment variable; an entry another module
    # cached is among the classic directories.
    set(_from ENV)
    if(_var STREQUAL "cudnn_LIBRARY")
      set(_from "")
    endif()
    if(NOT _var IN_LIST _classic_vars)
      list(APPEND _from VAR)
    endif()
    _CuDNNStrict_named_values(${_var} _labels _paths ${_from})
    foreach(_label _path IN ZIP_LISTS _labels _paths)
      if(EXISTS "${_path}" AND NOT IS_DIRECTORY "${_path}")
        get_filename_component(_path "${_path}" DIRECTORY)
      endif()
      _CuDNNStrict_dir_entries("${_path}" "${_label}" _more)
      list(APPEND _entries ${_more})
    endforeach()
  endforeach()
  _CuDNNStrict_root_variables(_roots)
  _CuDNNStrict_find_use(PACKAGE_ROOT_PATH _use)
  if(NOT _use)
    list(REMOVE_ITEM _roots CuDNNStrict_ROOT)
  endif()
  foreach(_var IN LISTS _roots)
    _CuDNNStrict_named_values(${_var} _labels _paths VAR ENV)
    foreach(_label _path IN ZIP_LISTS _labels _paths)
      _CuDNNStrict_root_path_entries(${kind} "${_path}" "${_label}" _more)
      list(APPEND _entries ${_more})
    endforeach()
  endforeach()
  if(_classic_after_roots)
    list(APPEND _entries ${_classic})
  endif()
  _CuDNNStrict_find_use(CMAKE_PATH _use_var)
  _CuDNNStrict_find_use(CMAKE_ENVIRONMENT_PATH _use_env)
  set(_from "")
  if(_use_var)
    list(APPEND _from VAR)
  endif()
  if(_use_env)
    list(APPEND _from ENV)
  endif()
  _CuDNNStrict_named_values(CMAKE_PREFIX_PATH _labels _paths ${_from})
  foreach(_label _path IN ZIP_LISTS _labels _paths)
    _CuDNNStrict_prefix_entries(${kind} "${_path}" "${_label}" _more)
    list(APPEND _entries ${_more})
  endforeach()
  set(${out} "${_entries}" PARENT_SCOPE)
endfunction()

# Sets <out> to the entries of the TOOLKIT location: the include or
# library directories of the toolkit FindCUDAToolkit found.  CMake
# releases describe one toolkit differently: 3.x reports the directory of
# libcudart as the library directory and <root>/include as the include
# directory, and defines no library root; 4.x takes the library root from
# wherever it finds nvvm (a prefix such as /usr/local when nvvm is linked
# there, with a library directory beside it) and reports includes under
# targets/<arch>.  Every directory either meaning names is a candidate, in
# this order: the directory of libcudart, the reported library (or
# include) directories, then below the target directory and the library
# root: on Linux include, or lib64 and lib, then targets/<arch>-linux/...;
# on Windows include, or bin (the DLLs).  A directory reached through
# several spellings (lib64 a link to lib, targets/<arch>/lib a link to
# either) is searched once, at its first place, under its shortest
# spelling inside the target directory: the spelling users know, and one
# that every CMake release reaches, so the summary prints the same path
# whichever CMake configures.
function(_CuDNNStrict_toolkit_entries kind out)
  if(NOT CUDAToolkit_FOUND)
    set(${out} "" PARENT_SCOPE)
    return()
  endif()
  _CuDNNStrict_value(CUDAToolkit_LIBRARY_ROOT _library_root)
  if(WIN32 AND kind STREQUAL "lib")
    set(_suffixes bin)
  elseif(WIN32)
    set(_suffixes include)
  else()
    set(_suffixes ${kind} "targets/${CMAKE_SYSTEM_PROCESSOR}-linux/${kind}")
    if(kind STREQUAL "lib")
      list(PREPEND _suffixes lib64)
    endif()
  endif()
  set(_candidates "")
  if(kind STREQUAL "include")
    set(_candidates ${CUDAToolkit_INCLUDE_DIRS})
  elseif(NOT WIN32)
    if(CUDA_cudart_LIBRARY)
      get_filename_component(_cudart_dir "${CUDA_cudart_LIBRARY}" DIRECTORY)
      list(APPEND _candidates "${_cudart_dir}")
    endif()
    list(APPEND _candidates ${CUDAToolkit_LIBRARY_DIR})
  endif()
  foreach(_base IN ITEMS "${CUDAToolkit_TARGET_DIR}" "${_library_root}")
    if(NOT _base STREQUAL "")
      list(TRANSFORM _suffixes PREPEND "${_base}/" OUTPUT_VARIABLE _below)
      list(APPEND _candidates ${_below})
    endif()
  endforeach()
  set(_inside "${CUDAToolkit_TARGET_DIR}")
  if(NOT _inside STREQUAL "")
    get_filename_component(_inside "${_inside}" ABSOLUTE)
    string(APPEND _inside "/")
  endif()
  list(REMOVE_ITEM _candidates "")
  set(_dirs "")
  set(_reals "")
  foreach(_dir IN LISTS _candidates)
    get_filename_component(_dir "${_dir}" ABSOLUTE)
    if(NOT IS_DIRECTORY "${_dir}")
      continue()
    endif()
    file(REAL_PATH "${_dir}" _real)
    list(FIND _reals "${_real}" _index)
    if(_index EQUAL -1)
      list(APPEND _reals "${_real}")
      list(APPEND _dirs "${_dir}")
      continue()
    endif()
    list(GET _dirs ${_index} _kept)
    string(FIND "${_dir}" "${_inside}" _at)
    string(FIND "${_kept}" "${_inside}" _kept_at)
    string(LENGTH "${_dir}" _length)
    string(LENGTH "${_kept}" _kept_length)
    if(_inside AND _at EQUAL 0 AND (NOT _kept_at EQUAL 0 OR _length LESS _kept_length))
      list(REMOVE_AT _dirs ${_index})
      list(INSERT _dirs ${_index} "${_dir}")
    endif()
  endforeach()
  list(TRANSFORM _dirs PREPEND "CUDA toolkit|")
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

# The Python whose site-packages the PIP location searches, the first of:
# the one the project chose (Python_EXECUTABLE, Python3_EXECUTABLE, as
# FindPython leaves them), the activated virtual environment's
# ($VIRTUAL_ENV), the active conda environment's ($CONDA_PREFIX), then
# python3 or python in the first directory of PATH that holds either (the
# one a shell starts; a Windows venv has no python3.exe).  <out> is empty
# when there is none.
function(_CuDNNStrict_python out)
  foreach(_var IN ITEMS Python_EXECUTABLE Python3_EXECUTABLE)
    # Not a <var>-NOTFOUND that a failed find_package(Python) left.
    if(${_var})
      set(${out} "${${_var}}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(_in_env VIRTUAL_ENV bin/python CONDA_PREFIX bin/python)
  if(CMAKE_HOST_WIN32)
    set(_in_env VIRTUAL_ENV Scripts/python.exe CONDA_PREFIX python.exe)
  endif()
  while(_in_env)
    list(POP_FRONT _in_env _env _relative)
    _CuDNNStrict_env(${_env} _prefix)
    if(NOT _prefix STREQUAL "")
      file(TO_CMAKE_PATH "${_prefix}" _prefix)
      if(EXISTS "${_prefix}/${_relative}" AND NOT IS_DIRECTORY "${_prefix}/${_relative}")
        set(${out} "${_prefix}/${_relative}" PARENT_SCOPE)
        return()
      endif()
    endif()
  endwhile()
  # PATH only: not CMAKE_PREFIX_PATH's bin directories, nor the system
  # prefixes (CMAKE_INSTALL_PREFIX among them), nor the target's root in a
  # cross build (the interpreter runs here).  A defined variable, normal
  # or cached, makes find_program return without searching.
  unset(_CuDNNStrict_path_python)
  unset(_CuDNNStrict_path_python CACHE)
  find_program(_CuDNNStrict_path_python NAMES python3 python NAMES_PER_DIR NO_CACHE
    NO_PACKAGE_ROOT_PATH NO_CMAKE_PATH NO_CMAKE_ENVIRONMENT_PATH NO_CMAKE_SYSTEM_PATH
    NO_CMAKE_FIND_ROOT_PATH)
  if(NOT _CuDNNStrict_path_python)
    set(_CuDNNStrict_path_python "")
  endif()
  set(${out} "${_CuDNNStrict_path_python}" PARENT_SCOPE)
endfunction()

# The site-packages directories of a Python interpreter (_CuDNNStrict_python),
# asked once per configure: the header's and the library's searches both
# reach PIP.  Not kept across configures: only a search that runs again
# would spare the start (docs/configure-cost.md).
function(_CuDNNStrict_python_site_dirs out)
  _CuDNNStrict_python(_python)
  set(_dirs "")
  get_property(_asked GLOBAL PROPERTY "_CuDNNStrict_site ${_python}" SET)
  if(_asked)
    get_property(_dirs GLOBAL PROPERTY "_CuDNNStrict_site ${_python}")
  elseif(NOT "${_python}" STREQUAL "")
    execute_process(
      COMMAND "${_python}" -c
        "import site, sysconfig; p = sysconfig.get_paths(); d = [p['purelib'], p['platlib']]; u = getattr(site, 'getusersitepackages', lambda: '')(); d.append(u); print(';'.join(x for x in dict.fromkeys(d) if x))"
      OUTPUT_VARIABLE _dirs ERROR_QUIET RESULT_VARIABLE _rc TIMEOUT 30
      OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT _rc EQUAL 0)
      set(_dirs "")
    endif()
    set_property(GLOBAL PROPERTY "_CuDNNStrict_site ${_python}" "${_dirs}")
  endif()
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

# Sets <out> to the entries of one <location> of <search> for headers
# (kind "include") or libraries (kind "lib").
function(_CuDNNStrict_location_entries kind location search out)
  set(_entries "")
  if(location STREQUAL "ROOT")
    _CuDNNStrict_root_entries(${kind} "${search}" _entries)
  elseif(location STREQUAL "TOOLKIT")
    _CuDNNStrict_toolkit_entries(${kind} _entries)
  elseif(location STREQUAL "CONDA")
    _CuDNNStrict_env(CONDA_PREFIX _conda)
    _CuDNNStrict_prefix_entries(${kind} "${_conda}" "CONDA_PREFIX" _entries)
  elseif(location STREQUAL "PIP")
    # Below each site directory, the folder of each cuDNN wheel (the full
    # nvidia-cudnn-cu<N>, then the JIT flavour), and below that the
    # directory of <kind>: the DLLs in bin/ on Windows.
    _CuDNNStrict_python_site_dirs(_site_dirs)
    _CuDNNStrict_wheel_folders(_wheels)
    set(_below ${kind})
    if(WIN32 AND kind STREQUAL "lib")
      set(_below bin)
    endif()
    foreach(_site IN LISTS _site_dirs)
      foreach(_wheel IN LISTS _wheels)
        list(APPEND _entries "pip wheel|${_site}/${_wheel}/${_below}")
      endforeach()
    endforeach()
  elseif(location STREQUAL "SYSTEM")
    _CuDNNStrict_find_use(CMAKE_SYSTEM_PATH _use)
    set(_prefixes "")
    if(NOT _use)
    elseif(WIN32)
      _CuDNNStrict_windows_system_prefixes(_prefixes)
    else()
      _CuDNNStrict_linux_system_prefixes(_prefixes)
    endif()
    foreach(_prefix IN LISTS _prefixes)
      _CuDNNStrict_prefix_entries(${kind} "${_prefix}" "system" _more)
      list(APPEND _entries ${_more})
    endforeach()
  endif()
  set(${out} "${_entries}" PARENT_SCOPE)
endfunction()

# Sets <out_labels> to the labels of the entries of one <location>, each
# run of one label once, <out_sizes> to how many directories each run has
# and <out_dirs> to the directories: each run is searched as one group.
function(_CuDNNStrict_location_groups kind location search out_labels out_sizes out_dirs)
  _CuDNNStrict_location_entries(${kind} ${location} "${search}" _entries)
  set(_labels "")
  set(_sizes "")
  set(_dirs "")
  set(_last "")
  foreach(_entry IN LISTS _entries)
    _CuDNNStrict_entry_parts("${_entry}" _label _dir)
    if(_dir STREQUAL "")
      continue()
    elseif(NOT _sizes STREQUAL "" AND "${_label}" STREQUAL "${_last}")
      list(POP_BACK _sizes _size)
      math(EXPR _size "${_size} + 1")
      list(APPEND _sizes ${_size})
    else()
      list(APPEND _labels "${_label}")
      list(APPEND _sizes 1)
    endif()
    list(APPEND _dirs "${_dir}")
    set(_last "${_label}")
  endforeach()
  set(${out_labels} "${_labels}" PARENT_SCOPE)
  set(${out_sizes} "${_sizes}" PARENT_SCOPE)
  set(${out_dirs} "${_dirs}" PARENT_SCOPE)
endfunction()

# Sets <out> to the directories find_path (kind "include") or find_library
# searches for <paths> once the toolchain's roots apply: each root of
# CMAKE_FIND_ROOT_PATH and CMAKE_SYSROOT before a path not already inside
# it, and the path itself unless CMAKE_FIND_ROOT_PATH_MODE_INCLUDE or
# _LIBRARY is ONLY (NEVER: the path alone).  Only used to name a broken
# file in a directory the search passed over; the search is CMake's.
function(_CuDNNStrict_rerooted kind paths out)
  if(kind STREQUAL "include")
    _CuDNNStrict_value(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE _mode)
  else()
    _CuDNNStrict_value(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY _mode)
  endif()
  _CuDNNStrict_value(CMAKE_FIND_ROOT_PATH _roots)
  _CuDNNStrict_value(CMAKE_SYSROOT _sysroot)
  list(APPEND _roots ${_sysroot})
  if(_mode STREQUAL "NEVER" OR NOT _roots)
    set(${out} "${paths}" PARENT_SCOPE)
    return()
  endif()
  set(_dirs "")
  foreach(_root IN LISTS _roots)
    string(REGEX REPLACE "(.)/+$" "\\1" _root "${_root}")
    foreach(_path IN LISTS paths)
      string(FIND "${_path}/" "${_root}/" _at)
      if(_at EQUAL 0)
        list(APPEND _dirs "${_path}")
      else()
        list(APPEND _dirs "${_root}${_path}")
      endif()
    endforeach()
  endforeach()
  if(NOT _mode STREQUAL "ONLY")
    list(APPEND _dirs ${paths})
  endif()
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

# Searches the directories <dirs>, which share a label, with find_path
# (kind "include") or find_library, for <names>, NO_CACHE: every CMake
# search control applies.  Then <checker>(<dir> <out_file> <out_error>
# <args>...) judges the directory it found (a better-ranked name there that
# is broken is an error, not skipped) and, for a broken entry only, each
# directory the search passed over, so that a dangling link or an
# unreadable file is named instead of skipped or "not found".
function(_CuDNNStrict_search_group kind dirs names checker checker_args out_file out_error)
  unset(_CuDNNStrict_found)
  set(_found_dir "")
  if(kind STREQUAL "include")
    find_path(_CuDNNStrict_found NAMES ${names} PATHS ${dirs} NO_DEFAULT_PATH NO_CACHE)
    if(_CuDNNStrict_found)
      set(_found_dir "${_CuDNNStrict_found}")
    endif()
  else()
    # A Windows program runs with the DLL, which find_library takes by
    # its full name only when .dll is a library suffix (in this
    # function's scope).
    if(WIN32)
      list(APPEND CMAKE_FIND_LIBRARY_SUFFIXES .dll)
    endif()
    find_library(_CuDNNStrict_found NAMES ${names} NAMES_PER_DIR PATHS ${dirs}
      NO_DEFAULT_PATH NO_CACHE)
    if(_CuDNNStrict_found)
      get_filename_component(_found_dir "${_CuDNNStrict_found}" DIRECTORY)
    endif()
  endif()
  set(_file "")
  set(_error "")
  set(_found_real "")
  if(_found_dir)
    string(REGEX REPLACE "(.)/+$" "\\1" _found_dir "${_found_dir}")
    file(REAL_PATH "${_found_dir}" _found_real)
  endif()
  _CuDNNStrict_rerooted(${kind} "${dirs}" _all)
  foreach(_dir IN LISTS _all)
    if(IS_DIRECTORY "${_dir}" AND NOT "${_dir}" IN_LIST CMAKE_IGNORE_PATH
        AND NOT "${_dir}" IN_LIST CMAKE_SYSTEM_IGNORE_PATH)
      file(REAL_PATH "${_dir}" _real)
      if(_real STREQUAL _found_real)
        break()
      endif()
      cmake_language(CALL ${checker} "${_dir}" _passed_file _error ${checker_args})
      if(_error)
        break()
      endif()
    endif()
  endforeach()
  if(_found_dir AND NOT _error)
    cmake_language(CALL ${checker} "${_found_dir}" _file _error ${checker_args})
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Searches the enabled locations of <search> in order, one labelled group
# of entries at a time, until one gives a file or an error: NAMES best
# first, CHECKER and CHECKER_ARGS as _CuDNNStrict_search_group takes them.
# A location's entries are made only when it is reached: asking pip's
# Python costs a process start.
function(_CuDNNStrict_search kind search out_file out_label out_error)
  cmake_parse_arguments(PARSE_ARGV 5 _search "" "CHECKER" "NAMES;CHECKER_ARGS")
  set(_file "")
  set(_error "")
  set(_found_label "")
  _CuDNNStrict_locations_of("${search}" _locations)
  foreach(_location IN LISTS _locations)
    _CuDNNStrict_location_groups(${kind} ${_location} "${search}" _labels _sizes _dirs)
    set(_at 0)
    foreach(_label _size IN ZIP_LISTS _labels _sizes)
      list(SUBLIST _dirs ${_at} ${_size} _group)
      math(EXPR _at "${_at} + ${_size}")
      _CuDNNStrict_search_group(${kind} "${_group}" "${_search_NAMES}"
        ${_search_CHECKER} "${_search_CHECKER_ARGS}" _file _error)
      if(_file OR _error)
        set(_found_label "${_label}")
        break()
      endif()
    endforeach()
    if(_file OR _error)
      break()
    endif()
  endforeach()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_label} "${_found_label}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Searches a directory the user named (CUDNN_LIBRARY as PyTorch passes it:
# an install's library directory, or its prefix) as one group of
# _CuDNNStrict_search_group: the directory itself first, then as an
# install prefix.  Takes the same NAMES, CHECKER and CHECKER_ARGS as
# _CuDNNStrict_search.
function(_CuDNNStrict_search_given_dir kind dir out_file out_error)
  cmake_parse_arguments(PARSE_ARGV 4 _search "" "CHECKER" "NAMES;CHECKER_ARGS")
  _CuDNNStrict_prefix_dirs(${kind} "${dir}" _dirs)
  _CuDNNStrict_search_group(${kind} "${dir};${_dirs}" "${_search_NAMES}"
    ${_search_CHECKER} "${_search_CHECKER_ARGS}" _file _error)
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets <out_dirs> to the library directories of every enabled location of
# <search> that exist once the toolchain's roots apply, in order.  PLAN
# <var> sets <var> to them as the plan of the fix search
# (probe/core/cudnn_strict_fix.h): "LOCATION:label=directory", each
# directory once.  CANDIDATES <var> sets <var> to every directory looked
# at, existing or not: the plan changes when one of them comes or goes.
function(_CuDNNStrict_all_library_dirs search out_dirs)
  cmake_parse_arguments(PARSE_ARGV 2 _out "" "PLAN;CANDIDATES" "")
  set(_all "")
  set(_plan "")
  set(_plan_dirs "")
  set(_candidates "")
  _CuDNNStrict_locations_of("${search}" _locations)
  foreach(_location IN LISTS _locations)
    # The plan has no pip directories: asking Python for them costs more
    # than they are worth (the fix search always names the directory the
    # build used), and taking them only where a search asked would change
    # the plan, and the probe's key, between configures.
    if(_location STREQUAL "PIP" AND DEFINED _out_PLAN)
      continue()
    endif()
    _CuDNNStrict_location_groups(lib ${_location} "${search}" _labels _sizes _dirs)
    set(_at 0)
    foreach(_label _size IN ZIP_LISTS _labels _sizes)
      list(SUBLIST _dirs ${_at} ${_size} _group)
      math(EXPR _at "${_at} + ${_size}")
      _CuDNNStrict_rerooted(lib "${_group}" _group)
      list(APPEND _candidates ${_group})
      foreach(_dir IN LISTS _group)
        if(IS_DIRECTORY "${_dir}")
          list(APPEND _all "${_dir}")
          string(REGEX REPLACE "^//+" "/" _dir "${_dir}")
          if(NOT "=${_dir}" IN_LIST _plan_dirs)
            list(APPEND _plan_dirs "=${_dir}")
            list(APPEND _plan "${_location}:${_label}=${_dir}")
          endif()
        endif()
      endforeach()
    endforeach()
  endforeach()
  set(${out_dirs} "${_all}" PARENT_SCOPE)
  if(DEFINED _out_PLAN)
    set(${_out_PLAN} "${_plan}" PARENT_SCOPE)
  endif()
  if(DEFINED _out_CANDIDATES)
    list(REMOVE_DUPLICATES _candidates)
    set(${_out_CANDIDATES} "${_candidates}" PARENT_SCOPE)
  endif()
endfunction()
