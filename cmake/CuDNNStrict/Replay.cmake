# Distributed under the OSI-approved BSD 3-Clause License.
#
# A re-configure that changed nothing proves it and returns, as
# FindCUDAToolkit returns early when its results are cached: the configure
# that found cuDNN wrote its findings into the build tree (the result
# variables, the imported targets, the guard's target, the summary), with
# the SHA-256 of the text that decides them (_CuDNNStrict_replay_key); a
# configure whose text hashes the same includes the findings instead of
# reading the rest of the module.  Record.cmake writes them.  What the
# module reads is listed here once (_CuDNNStrict_inputs), for this key and
# for the search's (Record.cmake).
#
# Only a configure that found cuDNN, kept the probe's report and the
# version text, and printed nothing but its summary is recorded: any other
# configure does the whole work again, and so does every configure with
# CUDNN_STRICT_FORCE_CHECK.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Fingerprint.cmake")
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

# Sets <out> to the SHA-256 of what decides the findings:
#   the module's own directory;
#   the variables and environment variables the module reads
#     (_CuDNNStrict_inputs), its cache entries (with the help strings that
#     tell whose an entry is), the enabled languages, and the calling
#     directory's include directories;
#   HEADER by contents, and the cudnn*.h names in each of INCLUDE_DIRS;
#   LIBRARY and every file named like a cuDNN library beside it (where it
#     was found and where it leads): a file by its size and time to the
#     microsecond, a symbolic link by its text and the file it leads to;
#   RUNTIME (the CUDA runtime) and PROGRAM (the installed tool) as the
#     probe's fingerprint stamps them, and the environment it stamps
#     (GPU_NAMES, _CuDNNStrict_environment_stamp);
#   the time of each of FILES (the module's, the probe's, and those the
#     targets name outside libcudnn's directory);
#   which of CANDIDATES (the directories the fix search's plan may name)
#     exist.
# Cheap enough for every configure: no process, and no file read but the
# header (and the CUDA runtime when it is small).
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
  foreach(_path IN LISTS _paths)
    if(IS_SYMLINK "${_path}")
      file(READ_SYMLINK "${_path}" _target)
      string(APPEND _text "${_path} -> ${_target}\n")
      # And the file it leads to: a link into a store (Spack, Nix, Bazel)
      # keeps its text when the store's file is replaced.
      if(EXISTS "${_path}" AND NOT IS_DIRECTORY "${_path}")
        file(REAL_PATH "${_path}" _real)
        file(SIZE "${_real}" _size)
        file(TIMESTAMP "${_real}" _time "%s.%f" UTC)
        string(APPEND _text "  ${_real} ${_size} ${_time}\n")
      endif()
    elseif(EXISTS "${_path}" AND NOT IS_DIRECTORY "${_path}")
      file(SIZE "${_path}" _size)
      file(TIMESTAMP "${_path}" _time "%s.%f" UTC)
      string(APPEND _text "${_path} ${_size} ${_time}\n")
    else()
      string(APPEND _text "${_path} not a file\n")
    endif()
  endforeach()
  _CuDNNStrict_stamp_paths(_text ${_in_RUNTIME} ${_in_PROGRAM})
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
