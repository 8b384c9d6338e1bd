# Distributed under the OSI-approved BSD 3-Clause License.
#
# What a configure keeps for the next one, beside the per-user cache of
# the compiled program (ProbeCache.cmake): one keyed record of the
# findings.  Every key is a SHA-256 of text built here, from the stamps of
# files (_CuDNNStrict_stamp_paths; the version header by its contents),
# the environment and what the module reads, which _CuDNNStrict_inputs
# lists once.  The record has three parts, each kept
# only where it pays (docs/configure-cost.md):
#   the findings (<build>/CMakeFiles/CuDNNStrict/findings.cmake: result
#     variables, imported targets, the guard's target, the summary) under
#     _CuDNNStrict_replay_key: a re-configure whose key is unchanged
#     includes them and reads nothing else of the module, as
#     FindCUDAToolkit returns early when its results are cached;
#   the probe's report (_CuDNNStrict_PROBE_REPORT) under its fingerprint
#     (_CuDNNStrict_probe_fingerprint): a configure that does the work
#     after a change the report does not depend on runs no checks;
#   what the search found itself (_CuDNNStrict_SEARCHED) under the
#     search's key: a cached result is searched again only when the
#     search's inputs change, as FindCUDAToolkit keeps its results.
# CUDNN_STRICT_FORCE_CHECK turns every part off.  Only a configure that
# found cuDNN, kept the probe's report and printed nothing but its summary
# records its findings.  The replay runs under CMake 3.25 and 4.x and
# reads no search helper: this file includes none.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Values.cmake")
# The findings a replay includes define the guard's target and print the
# summary, as the configure that recorded them did.
include("${CMAKE_CURRENT_LIST_DIR}/GuardTarget.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/PrintSummary.cmake")

# What the module reads, listed once, for both keys of the reuse: the
# search's inputs, whose change searches again for the header and library
# the module found itself (_CuDNNStrict_search_key, as FindCUDAToolkit
# keeps its results while they hold), and what the rest reads, whose
# change, as any of the search's, does the work again (_CuDNNStrict_replay_key).
# Sets <out_search_variables> and <out_search_environment> to the search's
# variables and environment variables (the locations and the Python
# interpreter it would ask are its other inputs); <out_regex> to the
# regular expression of the other variables the module reads (the key
# adds the search's by name, so that each name is written once);
# <out_environment> to every environment variable it reads.
# The cache entries it reads are those of these variables, its own
# (_CuDNNStrict_*) and the classic modules' (CUDNN_*, cudnn_*, with their
# help strings).
function(_CuDNNStrict_inputs out_search_variables out_search_environment out_regex out_environment)
  # Roots and hints, as a variable and in the environment; another cuDNN
  # module's entries; a parent project's target.
  set(_named CuDNNStrict_ROOT CUDNN_ROOT CUDNN_ROOT_DIR CUDNN_PATH CUDNN_HOME CMAKE_PREFIX_PATH
    CUDNN_STRICT_ADOPT_TARGET CUDNN_INCLUDE_PATH CUDNN_LIBRARY_PATH)
  # CMake's search controls, which find_path and find_library apply.
  set(_search ${_named} Python_EXECUTABLE cudnn_LIBRARY CMAKE_FIND_ROOT_PATH CMAKE_SYSROOT
    CMAKE_FIND_ROOT_PATH_MODE_INCLUDE CMAKE_FIND_ROOT_PATH_MODE_LIBRARY CMAKE_IGNORE_PATH
    CMAKE_IGNORE_PREFIX_PATH CMAKE_FIND_USE_PACKAGE_ROOT_PATH CMAKE_FIND_USE_CMAKE_PATH
    CMAKE_FIND_USE_CMAKE_ENVIRONMENT_PATH CMAKE_FIND_USE_CMAKE_SYSTEM_PATH)
  set(_search_environment ${_named} CONDA_PREFIX CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
  # The rest: the options and hints by prefix, find_package's arguments,
  # the CUDA toolkit's results, the compilers and flags, the search
  # controls of try_compile and the target.
  set(${out_regex} "^(CUDNN_|cudnn_|CuDNNStrict_FIND_|CUDAToolkit_|CUDA_cudart_LIBRARY$|CUDA_INCLUDE_DIRS$|CUDA_TOOLKIT_INCLUDE$|Python3_EXECUTABLE$|CMAKE_((C|CXX)_(COMPILER(_ID|_VERSION|_ARG1|_TARGET|_LAUNCHER|_EXTERNAL_TOOLCHAIN|_FRONTEND_VARIANT)?$|FLAGS|SIMULATE_ID$|LIBRARY_ARCHITECTURE$|SYSROOT_FLAG$|COMPILE_OPTIONS_(TARGET|EXTERNAL_TOOLCHAIN)$)|C99_EXTENSION|CXX11_EXTENSION|FIND_|IGNORE_|SYSTEM_(NAME|PROCESSOR|IGNORE)|SYSROOT|CROSSCOMPILING|SIZEOF_VOID_P$|TRY_COMPILE|EXE_LINKER_FLAGS|DL_LIBS$|THREAD_LIBS_INIT$|EXECUTABLE_SUFFIX$|LIBRARY_ARCHITECTURE|VERSION$|BINARY_DIR$)|WIN32$|MSVC$|MINGW$)" PARENT_SCOPE)
  # The Python interpreter's choice, the per-user cache, the toolkit, and
  # Windows' program folders.
  set(${out_environment} ${_search_environment} PATH HOME XDG_CACHE_HOME VIRTUAL_ENV CUDA_PATH
    CUDAToolkit_ROOT CUDNN_STRICT_PROBE_CACHE ProgramFiles ProgramW6432 PARENT_SCOPE)
  set(${out_search_variables} ${_search} PARENT_SCOPE)
  set(${out_search_environment} ${_search_environment} PARENT_SCOPE)
endfunction()

# Appends to the text in <out> a line per path of the arguments: a
# symbolic link by its text and the file it leads to (a link into a store,
# Spack's, Nix's or Bazel's, keeps its text when the store's file is
# replaced), a file by its size and time to the microsecond (an upgrade
# that replaces it changes them; no file is read), a directory or a
# missing path as such.  Every key of this file stamps files here.
function(_CuDNNStrict_stamp_paths out)
  set(_text "${${out}}")
  foreach(_path IN LISTS ARGN)
    if(IS_SYMLINK "${_path}")
      file(READ_SYMLINK "${_path}" _target)
      string(APPEND _text "${_path} -> ${_target}\n")
      file(REAL_PATH "${_path}" _path)
    endif()
    if(IS_DIRECTORY "${_path}")
      string(APPEND _text "${_path} directory\n")
    elseif(EXISTS "${_path}")
      file(SIZE "${_path}" _size)
      file(TIMESTAMP "${_path}" _time "%s.%f" UTC)
      string(APPEND _text "  ${_path} ${_size} ${_time}\n")
    else()
      string(APPEND _text "${_path} missing\n")
    endif()
  endforeach()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Files of the CUDA runtime and cuDNN that LD_LIBRARY_PATH could put in
# front of the found ones, LD_PRELOAD and the files it names, what the
# NVIDIA driver exposes, and the
# settings that change what cuDNN computes or loads (the GPU check reports
# them; the C core's list, probe/gpu/cudnn_strict_gpu_environment.h): a
# change to any of them changes what the probe would see.  <gpu_names>:
# that list (_CuDNNStrict_gpu_environment_names).
function(_CuDNNStrict_environment_stamp gpu_names out)
  _CuDNNStrict_env(LD_LIBRARY_PATH _ld_library_path)
  _CuDNNStrict_env(CUDA_VISIBLE_DEVICES _visible)
  _CuDNNStrict_env(LD_PRELOAD _ld_preload)
  set(_stamp "LD_LIBRARY_PATH=${_ld_library_path}\nCUDA_VISIBLE_DEVICES=${_visible}\n")
  # LD_PRELOAD's libraries are loaded into the probe before anything it
  # loads: the list, and each file it names by path (the loader splits it
  # at spaces and colons).
  if(NOT _ld_preload STREQUAL "")
    string(APPEND _stamp "LD_PRELOAD=${_ld_preload}\n")
    string(REGEX REPLACE "[ :]+" ";" _preloaded "${_ld_preload}")
    list(FILTER _preloaded INCLUDE REGEX "/")
    _CuDNNStrict_stamp_paths(_stamp ${_preloaded})
  endif()
  foreach(_name IN LISTS gpu_names)
    if(DEFINED ENV{${_name}})
      string(APPEND _stamp "${_name}=$ENV{${_name}}\n")
    endif()
  endforeach()
  string(REPLACE ":" ";" _dirs "${_ld_library_path}")
  foreach(_dir IN LISTS _dirs)
    if(_dir AND IS_DIRECTORY "${_dir}")
      file(GLOB _libs "${_dir}/libcudart.so*" "${_dir}/libcudnn*.so*" "${_dir}/libcuda.so*")
      _CuDNNStrict_stamp_paths(_stamp ${_libs})
    endif()
  endforeach()
  if(EXISTS /proc/driver/nvidia/version)
    file(READ /proc/driver/nvidia/version _driver)
    string(APPEND _stamp "${_driver}")
  endif()
  file(GLOB _gpus LIST_DIRECTORIES true /proc/driver/nvidia/gpus/* /dev/nvidia*)
  string(APPEND _stamp "${_gpus}\n")
  set(${out} "${_stamp}" PARENT_SCOPE)
endfunction()

# Sets <out> to the stamps of <library>, of every file named like a cuDNN
# library in the directory of the file it leads to, and of the target's
# system and processor, which the checks of a library file depend on.
function(_CuDNNStrict_beside_stamps library out)
  set(_text "format 2\n${library}\n")
  # A project enables C or C++, or both: read what the other leaves
  # undefined through guards (--warn-uninitialized).
  _CuDNNStrict_value(CMAKE_C_LIBRARY_ARCHITECTURE _c_architecture)
  _CuDNNStrict_value(CMAKE_CXX_LIBRARY_ARCHITECTURE _cxx_architecture)
  string(APPEND _text "${CMAKE_SYSTEM_NAME} ${CMAKE_SYSTEM_PROCESSOR} ${CMAKE_SIZEOF_VOID_P} "
    "${_c_architecture} ${_cxx_architecture} ${WIN32}\n")
  set(_beside "")
  if(EXISTS "${library}")
    file(REAL_PATH "${library}" _real)
    string(APPEND _text "${library} leads to ${_real}\n")
    get_filename_component(_dir "${_real}" DIRECTORY)
    file(GLOB _beside LIST_DIRECTORIES true "${_dir}/libcudnn*" "${_dir}/cudnn*.dll")
    list(SORT _beside)
  endif()
  _CuDNNStrict_stamp_paths(_text "${library}" ${_beside})
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Sets <out> to the fingerprint of what decides the probe's report: the
# probe's <sources> ("<name> <SHA-256>" lines), <header>, <beside_stamps>
# (the stamps of libcudnn and every libcudnn* beside it, as
# _CuDNNStrict_beside_stamps takes them: a release may open ones no table
# knows yet, and any of them replaced changes what cuDNN's own version
# checks answer), the CUDA runtime file <runtime> ("" for none), the
# options <policy>, <gpu_check> and <features>, the environment (with the
# names <gpu_names>, _CuDNNStrict_environment_stamp), the installed
# <program> ("" for none) and the compilers.
function(_CuDNNStrict_probe_fingerprint sources header beside_stamps runtime policy gpu_check features
    gpu_names program out)
  set(_text "format 5\n${sources}")
  file(SHA256 "${header}" _header_hash)
  string(APPEND _text "header ${header} ${_header_hash}\n${beside_stamps}")
  _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  _CuDNNStrict_value(CUDA_cudart_LIBRARY _cudart)
  _CuDNNStrict_stamp_paths(_text ${runtime} ${_cudart} ${program})
  _CuDNNStrict_environment_stamp("${gpu_names}" _env)
  foreach(_var IN ITEMS CMAKE_C_COMPILER CMAKE_C_COMPILER_VERSION CMAKE_CXX_COMPILER CMAKE_CXX_COMPILER_VERSION
      CUDAToolkit_VERSION)
    _CuDNNStrict_value(${_var} _${_var})
  endforeach()
  string(APPEND _text "${_env}"
    "policy ${policy}\ngpu ${gpu_check}\n"
    "features ${features}\n"
    "C ${_CMAKE_C_COMPILER} ${_CMAKE_C_COMPILER_VERSION}\n"
    "CXX ${_CMAKE_CXX_COMPILER} ${_CMAKE_CXX_COMPILER_VERSION}\n"
    "emulator ${_emulator}\n"
    "cudart ${_CUDAToolkit_VERSION}\n")
  string(SHA256 _hash "${_text}")
  set(${out} "${_hash}" PARENT_SCOPE)
endfunction()

# The probe's report is kept in one INTERNAL cache entry, its first line
# the fingerprint it holds for (probe.fingerprint=<key>, empty while it
# proves nothing); a cache value cannot hold newlines, so the lines are
# kept apart with the ASCII record separator.

# Sets <out_hit> to true and <out_report> to the kept report when the
# fingerprint <key> is unchanged.
function(_CuDNNStrict_cached_report key out_hit out_report)
  set(${out_hit} FALSE PARENT_SCOPE)
  string(ASCII 30 _record_separator)
  get_property(_kept CACHE _CuDNNStrict_PROBE_REPORT PROPERTY VALUE)
  set(_first "probe.fingerprint=${key}${_record_separator}")
  string(FIND "${_kept}" "${_first}" _at)
  if(CUDNN_STRICT_FORCE_CHECK OR "${key}" STREQUAL "" OR NOT _at EQUAL 0)
    return()
  endif()
  string(LENGTH "${_first}" _skip)
  string(SUBSTRING "${_kept}" ${_skip} -1 _report)
  string(REPLACE "${_record_separator}" "\n" _report "${_report}")
  set(${out_report} "${_report}" PARENT_SCOPE)
  set(${out_hit} TRUE PARENT_SCOPE)
endfunction()

# Keeps <report> for the next configure under the fingerprint <key> ("":
# kept to be read, proving nothing, so that the next configure asks again).
function(_CuDNNStrict_keep_report key report)
  string(ASCII 30 _record_separator)
  string(REPLACE "\n" "${_record_separator}" _kept "probe.fingerprint=${key}\n${report}")
  set(_CuDNNStrict_PROBE_REPORT "${_kept}" CACHE INTERNAL "the cuDNN probe's report, under its fingerprint")
endfunction()

# Keeps the report, if any, as proving nothing.
function(_CuDNNStrict_forget_report_key)
  get_property(_kept CACHE _CuDNNStrict_PROBE_REPORT PROPERTY VALUE)
  if(_kept MATCHES "^probe\\.fingerprint=[0-9a-f]+")
    string(REGEX REPLACE "^probe\\.fingerprint=[0-9a-f]+" "probe.fingerprint=" _kept "${_kept}")
    set(_CuDNNStrict_PROBE_REPORT "${_kept}" CACHE INTERNAL "the cuDNN probe's report, under its fingerprint")
  endif()
endfunction()

# Sets <out> to the key of the search: the enabled <locations> in order,
# the search's inputs (_CuDNNStrict_inputs) and <python>, the interpreter
# the PIP location would ask ("" without it), whichever variable chose it
# (a venv activated since is another search).  Every caller takes the key
# from here, so that two keys of one search cannot disagree.
function(_CuDNNStrict_search_key locations python out)
  _CuDNNStrict_inputs(_variables _environment _regex _all_environment)
  set(_key "${locations}")
  foreach(_name IN LISTS _variables)
    _CuDNNStrict_value(${_name} _value)
    string(APPEND _key "|${_value}")
  endforeach()
  foreach(_name IN LISTS _environment)
    _CuDNNStrict_env(${_name} _value)
    string(APPEND _key "|${_value}")
  endforeach()
  string(SHA256 _key "${_key}|${python}")
  set(${out} "${_key}" PARENT_SCOPE)
endfunction()

# What the search found itself, kept for the next configure as one
# INTERNAL entry, _CuDNNStrict_SEARCHED: the search's key, then the value
# the module gave CUDNN_INCLUDE_DIR and the location it came from, and the
# same for CUDNN_LIBRARY.  A path may hold ';': the fields are kept apart
# by ASCII's unit separator.

# Sets <prefix>_KEY, <prefix>_CUDNN_INCLUDE_DIR, <prefix>_HEADER_FROM,
# <prefix>_CUDNN_LIBRARY and <prefix>_LIBRARY_FROM ("" for what was not
# kept).
function(_CuDNNStrict_searched_get prefix)
  get_property(_kept CACHE _CuDNNStrict_SEARCHED PROPERTY VALUE)
  string(ASCII 31 _unit)
  foreach(_field IN ITEMS KEY CUDNN_INCLUDE_DIR HEADER_FROM CUDNN_LIBRARY LIBRARY_FROM)
    string(FIND "${_kept}" "${_unit}" _at)
    if(_at LESS 0)
      set(_value "${_kept}")
      set(_kept "")
    else()
      string(SUBSTRING "${_kept}" 0 ${_at} _value)
      math(EXPR _at "${_at} + 1")
      string(SUBSTRING "${_kept}" ${_at} -1 _kept)
    endif()
    set(${prefix}_${_field} "${_value}" PARENT_SCOPE)
  endforeach()
endfunction()

# Keeps the fields named by the arguments, pairs of <FIELD> <value> (as
# _CuDNNStrict_searched_get names them), the others as they were.
function(_CuDNNStrict_searched_keep)
  _CuDNNStrict_searched_get(_field)
  math(EXPR _last "${ARGC} - 1")
  foreach(_at RANGE 0 ${_last} 2)
    math(EXPR _value_at "${_at} + 1")
    set(_field_${ARGV${_at}} "${ARGV${_value_at}}")
  endforeach()
  string(ASCII 31 _unit)
  set(_kept "${_field_KEY}")
  foreach(_field IN ITEMS CUDNN_INCLUDE_DIR HEADER_FROM CUDNN_LIBRARY LIBRARY_FROM)
    string(APPEND _kept "${_unit}${_field_${_field}}")
  endforeach()
  set(_CuDNNStrict_SEARCHED "${_kept}" CACHE INTERNAL "")
endfunction()

# Sets <out> to the SHA-256 of what decides the findings:
#   the module's own directory;
#   the variables and environment variables the module reads
#     (_CuDNNStrict_inputs), its cache entries (with the help strings that
#     tell whose an entry is), the enabled languages, and the calling
#     directory's include directories;
#   HEADER by contents, and the cudnn*.h names in each of INCLUDE_DIRS;
#   LIBRARY and every file named like a cuDNN library beside it (where it
#     was found and where it leads), RUNTIME (the CUDA runtime) and
#     PROGRAM (the installed tool): a file by its size and time to the
#     microsecond, a symbolic link by its text and the file it leads to;
#   the environment the probe's fingerprint stamps (GPU_NAMES,
#     _CuDNNStrict_environment_stamp);
#   the time of each of FILES (the module's, the probe's, and those the
#     targets name outside libcudnn's directory);
#   which of CANDIDATES (the directories the fix search's plan may name)
#     exist.
# Cheap enough for every configure: no process, and no file read but the
# header.
function(_CuDNNStrict_replay_key out)
  cmake_parse_arguments(PARSE_ARGV 1 _in "" "HEADER;LIBRARY;RUNTIME;PROGRAM"
    "INCLUDE_DIRS;GPU_NAMES;FILES;CANDIDATES")
  foreach(_keyword IN ITEMS HEADER LIBRARY RUNTIME PROGRAM INCLUDE_DIRS GPU_NAMES FILES CANDIDATES)
    if(NOT DEFINED _in_${_keyword})
      set(_in_${_keyword} "")
    endif()
  endforeach()
  # This copy of the module: another one may judge otherwise.
  set(_text "format 2\n${CMAKE_CURRENT_FUNCTION_LIST_DIR}\n")
  _CuDNNStrict_inputs(_search _search_environment _regex _environment)
  get_cmake_property(_names VARIABLES)
  list(FILTER _names INCLUDE REGEX "${_regex}")
  foreach(_name IN LISTS _search)
    if(DEFINED ${_name})
      list(APPEND _names ${_name})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _names)
  foreach(_name IN LISTS _names)
    string(APPEND _text "${_name}=${${_name}}\n")
  endforeach()
  get_cmake_property(_names CACHE_VARIABLES)
  list(FILTER _names INCLUDE REGEX "^(_CuDNNStrict_|CUDNN_|cudnn_)")
  foreach(_name IN LISTS _names)
    get_property(_value CACHE ${_name} PROPERTY VALUE)
    string(APPEND _text "cache ${_name}=${_value}\n")
    if(NOT _name MATCHES "^_")
      get_property(_help CACHE ${_name} PROPERTY HELPSTRING)
      string(APPEND _text "(${_help})\n")
    endif()
  endforeach()
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  string(APPEND _text "languages ${_languages}\n")
  # Whether another cuDNN header sits in a directory the project lists
  # (HeaderCheck.cmake warns then).
  get_directory_property(_includes INCLUDE_DIRECTORIES)
  string(APPEND _text "include directories ${_includes}\n")
  foreach(_name IN LISTS _environment)
    if(DEFINED ENV{${_name}})
      string(APPEND _text "ENV{${_name}}=$ENV{${_name}}\n")
    endif()
  endforeach()
  set(_hash "missing")
  if(EXISTS "${_in_HEADER}" AND NOT IS_DIRECTORY "${_in_HEADER}")
    file(SHA256 "${_in_HEADER}" _hash)
  endif()
  string(APPEND _text "header ${_in_HEADER} ${_hash}\n")
  foreach(_dir IN LISTS _in_INCLUDE_DIRS)
    file(GLOB _headers RELATIVE "${_dir}" "${_dir}/cudnn*.h")
    string(APPEND _text "in ${_dir}: ${_headers}\n")
  endforeach()
  set(_paths "${_in_LIBRARY}")
  if(EXISTS "${_in_LIBRARY}")
    get_filename_component(_dir "${_in_LIBRARY}" DIRECTORY)
    file(REAL_PATH "${_in_LIBRARY}" _real)
    get_filename_component(_real_dir "${_real}" DIRECTORY)
    file(REAL_PATH "${_dir}" _found_dir)
    set(_globs "${_real_dir}/libcudnn*" "${_real_dir}/cudnn*.dll")
    if(NOT _found_dir STREQUAL _real_dir)
      list(APPEND _globs "${_dir}/libcudnn*" "${_dir}/cudnn*.dll")
    endif()
    file(GLOB _beside LIST_DIRECTORIES true ${_globs})
    list(APPEND _paths ${_beside})
  endif()
  _CuDNNStrict_stamp_paths(_text ${_paths} ${_in_RUNTIME} ${_in_PROGRAM})
  _CuDNNStrict_environment_stamp("${_in_GPU_NAMES}" _environment)
  string(APPEND _text "${_environment}")
  foreach(_file IN LISTS _in_FILES)
    # A missing file has no time.
    file(TIMESTAMP "${_file}" _time "%s.%f" UTC)
    string(APPEND _text "${_time}\n")
  endforeach()
  foreach(_dir IN LISTS _in_CANDIDATES)
    if(IS_DIRECTORY "${_dir}")
      string(APPEND _text "${_dir}\n")
    endif()
  endforeach()
  string(SHA256 _hash "${_text}")
  set(${out} "${_hash}" PARENT_SCOPE)
endfunction()

# Sets <out> to the file of findings the previous configure kept when they
# still hold (the key it kept matches), else to "".
function(_CuDNNStrict_replay_check out)
  set(${out} "" PARENT_SCOPE)
  set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict")
  if(CUDNN_STRICT_FORCE_CHECK OR NOT EXISTS "${_dir}/findings-key.cmake")
    return()
  endif()
  # Sets _kept_key and _key_arguments, here, in this function's scope.
  include("${_dir}/findings-key.cmake")
  _CuDNNStrict_replay_key(_key ${_key_arguments})
  if(_key STREQUAL _kept_key AND EXISTS "${_dir}/findings.cmake")
    set(${out} "${_dir}/findings.cmake" PARENT_SCOPE)
  endif()
endfunction()

# Forgets the findings kept for the next configure: a configure that does
# the work writes them again only at its end, when all went well.
function(_CuDNNStrict_replay_forget)
  file(REMOVE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/findings-key.cmake")
endfunction()

# Sets <out> to <value> as a bracket argument, or to "" when the value
# would end it early.
function(_CuDNNStrict_replay_quote value out)
  set(${out} "" PARENT_SCOPE)
  if(NOT "${value}" MATCHES "]==]")
    set(${out} "[==[${value}]==]" PARENT_SCOPE)
  endif()
endfunction()

# Appends to the text in <out_code> the CMake code that defines the
# imported <target> as it is now, and to the list in <out_files> the files
# it names.  Sets <out_ok> to FALSE when it cannot be written.
function(_CuDNNStrict_replay_target_code target out_code out_files out_ok)
  set(_code "${${out_code}}")
  set(_files "${${out_files}}")
  get_target_property(_type ${target} TYPE)
  string(REGEX REPLACE "_LIBRARY$" "" _kind "${_type}")
  get_target_property(_global ${target} IMPORTED_GLOBAL)
  set(_scope "")
  if(_global)
    set(_scope " GLOBAL")
  endif()
  string(APPEND _code "if(NOT TARGET ${target})\n  add_library(${target} ${_kind} IMPORTED${_scope})\n")
  foreach(_property IN ITEMS IMPORTED_LOCATION IMPORTED_IMPLIB IMPORTED_LINK_INTERFACE_LANGUAGES
      INTERFACE_INCLUDE_DIRECTORIES INTERFACE_LINK_LIBRARIES INTERFACE_LINK_OPTIONS INTERFACE_SOURCES
      INTERFACE_COMPILE_OPTIONS)
    get_property(_set TARGET ${target} PROPERTY ${_property} SET)
    if(NOT _set)
      continue()
    endif()
    get_property(_value TARGET ${target} PROPERTY ${_property})
    # As _CuDNNStrict_replay_quote, without a call per property.
    if(_value MATCHES "]==]")
      set(${out_ok} FALSE PARENT_SCOPE)
      return()
    endif()
    string(APPEND _code "  set_property(TARGET ${target} PROPERTY ${_property} [==[${_value}]==])\n")
    if(_property MATCHES "^(IMPORTED_LOCATION|IMPORTED_IMPLIB|INTERFACE_LINK_LIBRARIES|INTERFACE_SOURCES)$")
      foreach(_item IN LISTS _value)
        if(IS_ABSOLUTE "${_item}")
          list(APPEND _files "${_item}")
        endif()
      endforeach()
    endif()
  endforeach()
  string(APPEND _code "endif()\n")
  set(${out_code} "${_code}" PARENT_SCOPE)
  set(${out_files} "${_files}" PARENT_SCOPE)
  set(${out_ok} TRUE PARENT_SCOPE)
endfunction()

# Keeps the findings of this configure for the next one.
#   VARIABLES      the result variables (names; their values are read here)
#   TARGETS        the imported targets defined (those that exist)
#   GUARD_DIR, GUARD_SOURCE, GUARD_INCLUDE_DIRS, GUARD_RUNTIME_INCLUDE_DIRS
#                  the arguments of _CuDNNStrict_guard_target (none: no guard)
#   SUMMARY        the summary's text
#   PROBE_FILES    the probe's sources and the templates of the headers
#                  made from them (an edit does the work again)
#   HEADER, LIBRARY, RUNTIME, PROGRAM, INCLUDE_DIRS, GPU_NAMES,
#   CANDIDATES     as for _CuDNNStrict_replay_key
function(_CuDNNStrict_replay_record)
  cmake_parse_arguments(PARSE_ARGV 0 _in "" "HEADER;LIBRARY;RUNTIME;PROGRAM;SUMMARY;GUARD_DIR;GUARD_SOURCE"
    "VARIABLES;TARGETS;GUARD_INCLUDE_DIRS;GUARD_RUNTIME_INCLUDE_DIRS;INCLUDE_DIRS;GPU_NAMES;CANDIDATES;PROBE_FILES")
  foreach(_keyword IN ITEMS HEADER LIBRARY RUNTIME PROGRAM SUMMARY GUARD_DIR GUARD_SOURCE VARIABLES
      TARGETS GUARD_INCLUDE_DIRS GUARD_RUNTIME_INCLUDE_DIRS INCLUDE_DIRS GPU_NAMES CANDIDATES PROBE_FILES)
    if(NOT DEFINED _in_${_keyword})
      set(_in_${_keyword} "")
    endif()
  endforeach()
  set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict")
  set(_code "# The findings of the last configure that found cuDNN, replayed by the\n# next one while nothing changed (FindCuDNNStrict.cmake, Record.cmake).\n")
  foreach(_name IN LISTS _in_VARIABLES)
    if(DEFINED ${_name})
      if("${${_name}}" MATCHES "]==]")  # as _CuDNNStrict_replay_quote
        return()
      endif()
      string(APPEND _code "set(${_name} [==[${${_name}}]==])\n")
    endif()
  endforeach()
  set(_files "")
  set(_targets_code "")
  foreach(_target IN LISTS _in_TARGETS)
    if(TARGET ${_target})
      _CuDNNStrict_replay_target_code(${_target} _targets_code _files _ok)
      if(NOT _ok)
        return()
      endif()
    endif()
  endforeach()
  # The static archives' zlib: a target of FindZLIB's in the directory
  # that found it, as Static.cmake finds it.
  if(_targets_code MATCHES "ZLIB::ZLIB")
    string(APPEND _code "if(NOT TARGET ZLIB::ZLIB)\n  find_package(ZLIB QUIET)\nendif()\n")
  endif()
  string(APPEND _code "${_targets_code}")
  if(_in_GUARD_SOURCE)
    set(_arguments "")
    foreach(_argument IN ITEMS GUARD_DIR GUARD_SOURCE GUARD_INCLUDE_DIRS GUARD_RUNTIME_INCLUDE_DIRS)
      _CuDNNStrict_replay_quote("${_in_${_argument}}" _quoted)
      string(APPEND _arguments " ${_quoted}")
    endforeach()
    list(APPEND _files "${_in_GUARD_SOURCE}" "${_in_GUARD_DIR}/include/cudnn_strict_config.h")
    string(APPEND _code "_CuDNNStrict_guard_target(${_arguments})\n")
  endif()
  _CuDNNStrict_replay_quote("${_in_SUMMARY}" _quoted)
  string(APPEND _code "if(NOT CuDNNStrict_FIND_QUIETLY)\n  _CuDNNStrict_print_summary(${_quoted})\nendif()\n")

  # The module's files and the probe's: an edit does the work again.
  file(GLOB _module "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/*.cmake")
  get_filename_component(_find "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../FindCuDNNStrict.cmake" ABSOLUTE)
  get_filename_component(_sources "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../probe/Sources.cmake" ABSOLUTE)
  # What the targets name beside libcudnn is stamped with it already.
  get_filename_component(_library_dir "${_in_LIBRARY}" DIRECTORY)
  file(REAL_PATH "${_library_dir}" _real_library_dir)
  set(_outside "")
  foreach(_file IN LISTS _files)
    get_filename_component(_file_dir "${_file}" DIRECTORY)
    if(NOT _file_dir STREQUAL _library_dir AND NOT _file_dir STREQUAL _real_library_dir)
      list(APPEND _outside "${_file}")
    endif()
  endforeach()
  set(_files "${_outside}")
  list(REMOVE_DUPLICATES _files)
  # Only keywords with a value: an empty one warns under CMP0174.
  set(_key_arguments "")
  foreach(_keyword IN ITEMS HEADER LIBRARY RUNTIME PROGRAM)
    if(NOT "${_in_${_keyword}}" STREQUAL "")
      list(APPEND _key_arguments ${_keyword} "${_in_${_keyword}}")
    endif()
  endforeach()
  list(APPEND _key_arguments INCLUDE_DIRS ${_in_INCLUDE_DIRS}
    GPU_NAMES ${_in_GPU_NAMES} CANDIDATES ${_in_CANDIDATES} FILES ${_files} ${_module} "${_find}" "${_sources}" ${_in_PROBE_FILES})
  # One path with ';' would be two list elements: not kept.
  foreach(_path IN ITEMS "${_in_HEADER}" "${_in_LIBRARY}" "${_in_RUNTIME}" "${_in_PROGRAM}")
    if(_path MATCHES ";")
      return()
    endif()
  endforeach()
  _CuDNNStrict_replay_key(_key ${_key_arguments})
  _CuDNNStrict_replay_quote("${_key_arguments}" _quoted)
  if(NOT _quoted)
    return()
  endif()
  file(WRITE "${_dir}/findings.cmake" "${_code}")
  file(WRITE "${_dir}/findings-key.cmake" "set(_kept_key ${_key})\nset(_key_arguments ${_quoted})\n")
endfunction()
