# Distributed under the OSI-approved BSD 3-Clause License.
#
# The replay: a re-configure whose inputs are those the last configure
# recorded includes its findings (Record.cmake writes both) and reads
# nothing else of the module.  What it checks is written by that
# configure into <build>/CMakeFiles/CuDNNStrict/replay.cmake, one command
# per file stamp and one comparison per part, with the values it saw: a
# re-configure runs that file and the few helpers here, not the search
# helpers nor Record.cmake (parsing a file costs as much as running it).
# The replay runs under CMake 3.25 and 4.x alike.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
# The findings a replay includes define the guard's target and print the
# summary, as the configure that recorded them did.
_CuDNNStrict_include(GuardTarget.cmake)
_CuDNNStrict_include(PrintSummary.cmake)

# The variables that name an install prefix, in the order they are tried.
function(_CuDNNStrict_root_variables out)
  set(${out} CuDNNStrict_ROOT CUDNN_ROOT CUDNN_ROOT_DIR CUDNN_PATH CUDNN_HOME PARENT_SCOPE)
endfunction()

# The hints of other cuDNN modules, which they also cache: PyTorch's
# CUDNN_INCLUDE_PATH and CUDNN_LIBRARY_PATH (also environment variables),
# ONNX Runtime's cudnn_LIBRARY.  <out_env>: those read from the environment.
function(_CuDNNStrict_hint_variables out_include out_lib out_env)
  set(${out_include} CUDNN_INCLUDE_PATH PARENT_SCOPE)
  set(${out_lib} CUDNN_LIBRARY_PATH cudnn_LIBRARY PARENT_SCOPE)
  set(${out_env} CUDNN_INCLUDE_PATH CUDNN_LIBRARY_PATH PARENT_SCOPE)
endfunction()

# What the module reads, listed once for both keys of the reuse: a change
# to the search's inputs searches again (_CuDNNStrict_search_key), a
# change to any does the work again (the replay).  Sets
# <out_search_variables> and <out_search_environment> to the search's
# variables and environment variables; <out_regex> to the regular
# expression of the other variables the module reads; <out_environment>
# to every environment variable it reads.  The cache entries it reads are
# its own (_CuDNNStrict_*) and the classic modules' (CUDNN_*, cudnn_*).
function(_CuDNNStrict_inputs out_search_variables out_search_environment out_regex out_environment)
  # Roots and hints, as a variable and in the environment; another cuDNN
  # module's entries; a parent project's target.
  _CuDNNStrict_root_variables(_roots)
  _CuDNNStrict_hint_variables(_include _lib _env_hints)
  set(_named ${_roots} CMAKE_PREFIX_PATH CUDNN_STRICT_ADOPT_TARGET ${_env_hints})
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
# missing path as such.  Every key of Record.cmake stamps files here.
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

# Sets <out> to the stamp of what the probe would see of its environment:
# the CUDA runtime and cuDNN files LD_LIBRARY_PATH could put in front of
# the found ones, LD_PRELOAD and the files it names, what the NVIDIA
# driver exposes, and the settings <gpu_names> that change what cuDNN
# computes or loads (the C core's list, _CuDNNStrict_gpu_environment_names).
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

# Sets <out> to the text of what the module reads that is no file: this
# copy of the module (<module_dir>: another one may judge otherwise), the
# variables and environment variables of _CuDNNStrict_inputs, the
# module's cache entries (with the help strings that tell whose an entry
# is), the enabled languages and the calling directory's include
# directories.
function(_CuDNNStrict_replay_state module_dir out)
  set(_text "format 3\n${module_dir}\n")
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
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Sets <out> to the file of findings the previous configure kept when they
# still hold (every check its replay.cmake holds passes), else to "".
function(_CuDNNStrict_replay_check out)
  set(${out} "" PARENT_SCOPE)
  set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict")
  if(CUDNN_STRICT_FORCE_CHECK OR NOT EXISTS "${_dir}/replay.cmake" OR NOT EXISTS "${_dir}/findings.cmake")
    return()
  endif()
  # Defines _CuDNNStrict_replay_holds, which no file of the module does.
  include("${_dir}/replay.cmake")
  cmake_language(CALL _CuDNNStrict_replay_holds "${CMAKE_CURRENT_FUNCTION_LIST_DIR}" _holds)
  if(_holds)
    set(${out} "${_dir}/findings.cmake" PARENT_SCOPE)
  endif()
endfunction()
