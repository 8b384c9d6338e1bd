# Distributed under the OSI-approved BSD 3-Clause License.
#
# The replay: a re-configure whose inputs are those the last configure
# recorded replays its findings and reads nothing else of the module.
# That configure keeps (Record.cmake), in <build>/CMakeFiles/CuDNNStrict,
# the findings under their key: what they depend on and its stamp
# (_CuDNNStrict_replay_stamp); the next one computes the stamp again with
# the helpers here, not the search helpers nor Record.cmake (parsing a
# file costs as much as running it).  The first configure of another
# build tree replays this user's record of a first configure with the
# same inputs (UserReplay.cmake).
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
# symbolic link's text (a link into a store, Spack's, Nix's or Bazel's,
# keeps its text when the store's file is replaced); where a path that
# exists leads, and a file's size and time to the microsecond (an upgrade
# that replaces it changes them; no file is read); a missing path as
# such.  CMake 4 warns when REAL_PATH is given a path that is not there.
# Every key of Record.cmake stamps files here.
function(_CuDNNStrict_stamp_paths out)
  set(_text "${${out}}")
  foreach(_path IN LISTS ARGN)
    if(IS_SYMLINK "${_path}")
      file(READ_SYMLINK "${_path}" _target)
      string(APPEND _text "${_path} -> ${_target}\n")
    endif()
    if(NOT EXISTS "${_path}")
      string(APPEND _text "${_path} missing\n")
    elseif(IS_DIRECTORY "${_path}")
      file(REAL_PATH "${_path}" _real)
      string(APPEND _text "${_path} at ${_real} directory\n")
    else()
      file(REAL_PATH "${_path}" _real)
      file(SIZE "${_path}" _size)
      file(TIMESTAMP "${_path}" _time "%s.%f" UTC)
      string(APPEND _text "${_path} at ${_real} ${_size} ${_time}\n")
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
# is), an adopted target's places, the enabled languages and the calling
# directory's include directories.
function(_CuDNNStrict_replay_state module_dir out)
  set(_text "format 7\n${module_dir}\n")
  _CuDNNStrict_inputs(_search _search_environment _regex _environment)
  get_cmake_property(_names VARIABLES)
  list(FILTER _names INCLUDE REGEX "${_regex}")
  # The search's variables the prefixes miss: each name the regular
  # expression spells out costs it a branch on every variable.
  list(FILTER _search EXCLUDE REGEX "${_regex}")
  foreach(_name IN LISTS _search)
    if(DEFINED ${_name})
      list(APPEND _names ${_name})
    endif()
  endforeach()
  foreach(_name IN LISTS _names)
    string(APPEND _text "${_name}=${${_name}}\n")
  endforeach()
  get_cmake_property(_names CACHE_VARIABLES)
  list(FILTER _names INCLUDE REGEX "^(_CuDNNStrict_|CUDNN_|cudnn_)")
  foreach(_name IN LISTS _names)
    string(APPEND _text "cache ${_name}=$CACHE{${_name}}\n")
    if(NOT _name MATCHES "^_")
      get_property(_help CACHE ${_name} PROPERTY HELPSTRING)
      string(APPEND _text "(${_help})\n")
    endif()
  endforeach()
  # An adopted target: what decides the places it names
  # (_CuDNNStrict_adopted_target_dirs), which are no variable.
  _CuDNNStrict_value(CUDNN_STRICT_ADOPT_TARGET _adopted)
  if(_adopted AND TARGET "${_adopted}")
    get_property(_configurations TARGET "${_adopted}" PROPERTY IMPORTED_CONFIGURATIONS)
    list(TRANSFORM _configurations PREPEND IMPORTED_LOCATION_)
    foreach(_property IN ITEMS INTERFACE_INCLUDE_DIRECTORIES IMPORTED_LOCATION LISTS _configurations)
      get_property(_value TARGET "${_adopted}" PROPERTY ${_property})
      string(APPEND _text "adopted ${_property}=${_value}\n")
      if(_property STREQUAL "INTERFACE_INCLUDE_DIRECTORIES")
        foreach(_dir IN LISTS _value)
          if(EXISTS "${_dir}/cudnn_version.h" OR EXISTS "${_dir}/cudnn.h")
            string(APPEND _text "adopted header in ${_dir}\n")
          endif()
        endforeach()
      endif()
    endforeach()
  endif()
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

# Appends to the text in <out> the stamp of the cuDNN files, which both
# keys of Record.cmake hold: the <header>'s contents; where <library>,
# the files named like a cuDNN library in the directory it leads to and
# in its own (a release's libcudnn may open them), and the other <paths>
# lead, and their stamps (_CuDNNStrict_stamp_paths); what the probe would
# see of the environment (_CuDNNStrict_environment_stamp, <gpu_names>).
function(_CuDNNStrict_files_stamp out header library paths gpu_names)
  set(_text "${${out}}")
  if(EXISTS "${header}" AND NOT IS_DIRECTORY "${header}")
    file(SHA256 "${header}" _hash)
    string(APPEND _text "header ${header} ${_hash}\n")
  endif()
  set(_beside "")
  if(EXISTS "${library}")
    file(REAL_PATH "${library}" _real)
    get_filename_component(_dirs "${_real}" DIRECTORY)
    get_filename_component(_found_dir "${library}" DIRECTORY)
    file(REAL_PATH "${_found_dir}" _real_found_dir)
    if(NOT _real_found_dir STREQUAL _dirs)
      list(APPEND _dirs "${_found_dir}")
    endif()
    foreach(_dir IN LISTS _dirs)
      file(GLOB _files LIST_DIRECTORIES true "${_dir}/libcudnn*" "${_dir}/cudnn*.dll")
      list(SORT _files)
      list(APPEND _beside ${_files})
    endforeach()
  endif()
  _CuDNNStrict_stamp_paths(_text "${library}" ${_beside} ${paths})
  _CuDNNStrict_environment_stamp("${gpu_names}" _environment)
  set(${out} "${_text}${_environment}" PARENT_SCOPE)
endfunction()

# Sets <out> to the parts of the findings' stamp, in their order, the
# state first (_CuDNNStrict_replay_stamp).
function(_CuDNNStrict_stamp_parts out)
  set(${out} state headers files stamped candidates generated PARENT_SCOPE)
endfunction()

# Sets <out> to the stamp of what decides the findings, from their <key>
# (Record.cmake's: header, include_dirs, header_search, library, paths,
# gpu_names, stamped, candidates, generated): the SHA-256 of each of the
# <parts> (all, in this order, when empty), computed alike by the
# configure that records them (<kept> empty) and by the next one, which
# replays them while it is the same and stops at the first part that
# differs from the <kept> stamp.  The parts (_CuDNNStrict_stamp_parts):
# state, what the module reads that is no file (_CuDNNStrict_replay_state
# of <module_dir>); headers, the cudnn*.h names of the include
# directories, and the cudnn*.h files of the other directories the header
# check searches with their times; files, the stamp of the cuDNN files,
# the CUDA runtime and the installed tool, and of the environment
# (_CuDNNStrict_files_stamp; the hash the probe's fingerprint took of it
# when given after <out>); stamped, the times of the module's and the
# probe's files and of those the targets name elsewhere; candidates,
# which of the fix search's candidate directories exist; generated, the
# times of the files the configure generated in the build tree.  Only
# state and generated depend on the build tree: another tree replays a
# per-user record when the rest is the same (_CuDNNStrict_user_replay).
# Each part is hashed on its own: one text of them all would be copied
# whole by each of its few hundred appends.  No process runs, and no file
# is read but the header.
function(_CuDNNStrict_replay_stamp module_dir key parts kept out)
  _CuDNNStrict_read_values("${key}" _)
  if(NOT parts)
    _CuDNNStrict_stamp_parts(parts)
  endif()
  set(_stamp "")
  foreach(_part IN LISTS parts)
    set(_text "")
    if(_part STREQUAL "state")
      _CuDNNStrict_replay_state("${module_dir}" _text)
    elseif(_part STREQUAL "headers")
      foreach(_dir IN LISTS _include_dirs)
        file(GLOB _headers RELATIVE "${_dir}" "${_dir}/cudnn*.h")
        string(APPEND _text "${_dir}: ${_headers}\n")
      endforeach()
      # The header check reads those of the other directories it searches.
      foreach(_dir IN LISTS _header_search)
        file(GLOB _headers "${_dir}/cudnn*.h")
        string(APPEND _text "${_dir}: ${_headers}\n")
        foreach(_file IN LISTS _headers)
          file(TIMESTAMP "${_file}" _time "%s.%f" UTC)
          string(APPEND _text "${_time}\n")
        endforeach()
      endforeach()
    elseif(_part STREQUAL "files" AND NOT "${ARGN}" STREQUAL "")
      list(APPEND _stamp ${ARGN})
      continue()
    elseif(_part STREQUAL "files")
      _CuDNNStrict_files_stamp(_text "${_header}" "${_library}" "${_paths}" "${_gpu_names}")
    elseif(_part MATCHES "^(stamped|generated)$")
      # The module's files and the like, some hundred: their time is enough.
      foreach(_file IN LISTS _${_part})
        file(TIMESTAMP "${_file}" _time "%s.%f" UTC)
        string(APPEND _text "${_time}\n")
      endforeach()
    else()
      foreach(_dir IN LISTS _candidates)
        if(IS_DIRECTORY "${_dir}")
          string(APPEND _text "${_dir}\n")
        endif()
      endforeach()
    endif()
    string(SHA256 _hash "${_text}")
    list(APPEND _stamp ${_hash})
    if(kept AND NOT kept MATCHES "^${_stamp}")
      break()
    endif()
  endforeach()
  set(${out} "${_stamp}" PARENT_SCOPE)
endfunction()

# Sets <out_holds> to TRUE and <out_findings> to the findings the
# previous configure kept (Record.cmake) when they still hold: the stamp
# of their key is the same now.  The stamp is the key's last line: a key
# cut short holds nothing.
function(_CuDNNStrict_replay_check out_holds out_findings)
  set(${out_holds} FALSE PARENT_SCOPE)
  set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict")
  if(CUDNN_STRICT_FORCE_CHECK OR NOT EXISTS "${_dir}/key.txt" OR NOT EXISTS "${_dir}/findings.txt")
    return()
  endif()
  file(READ "${_dir}/key.txt" _key)
  if(NOT _key MATCHES "\nstamp=([0-9a-f;]+)\n$")
    return()
  endif()
  set(_kept "${CMAKE_MATCH_1}")
  _CuDNNStrict_replay_stamp("${CMAKE_CURRENT_FUNCTION_LIST_DIR}" "${_key}" "" "${_kept}" _stamp)
  if(_stamp STREQUAL _kept)
    file(READ "${_dir}/findings.txt" _findings)
    set(${out_holds} TRUE PARENT_SCOPE)
    set(${out_findings} "${_findings}" PARENT_SCOPE)
  endif()
endfunction()

# Replays the kept <findings>, read once: sets, in the caller's scope,
# the result variables they hold (results: their names), defines the
# imported targets (target.*) and the guard's target (guard.*), and
# prints their summary unless <quiet>, as the configure that recorded
# them did; with <found_message>, after the line of
# find_package_handle_standard_args that a first configure prints
# (Find.cmake), from the same result variables and the <components> the
# project asked for.
function(_CuDNNStrict_replay_findings findings quiet found_message components)
  _CuDNNStrict_read_values("${findings}" _kept.)
  foreach(_name IN LISTS _kept.results)
    set(${_name} "${_kept.${_name}}")
    set(${_name} "${_kept.${_name}}" PARENT_SCOPE)
  endforeach()
  if(found_message)
    include(FindPackageHandleStandardArgs)
    set(_handle_components "")
    if(components)
      set(_handle_components HANDLE_COMPONENTS)
    endif()
    find_package_handle_standard_args(CuDNNStrict REQUIRED_VARS CuDNNStrict_LIBRARIES CuDNNStrict_INCLUDE_DIRS
      VERSION_VAR CuDNNStrict_VERSION HANDLE_VERSION_RANGE ${_handle_components})
  endif()
  # The static archives' zlib: a target of FindZLIB's in the directory
  # that found it, as Static.cmake finds it.
  if(_kept.zlib AND NOT TARGET ZLIB::ZLIB)
    find_package(ZLIB QUIET)
  endif()
  foreach(_target IN LISTS _kept.targets)
    if(NOT TARGET ${_target})
      # The arguments of add_library after the name, then the properties.
      add_library(${_target} ${_kept.target.${_target}})
      foreach(_property IN LISTS _kept.target.${_target}.properties)
        set_property(TARGET ${_target} PROPERTY ${_property} "${_kept.target.${_target}.${_property}}")
      endforeach()
    endif()
  endforeach()
  if(_kept.guard.source)
    _CuDNNStrict_guard_target("${_kept.guard.dir}" "${_kept.guard.source}" "${_kept.guard.source_dirs}"
      "${_kept.guard.include_dirs}" "${_kept.guard.runtime_include_dirs}")
  endif()
  if(NOT quiet)
    _CuDNNStrict_print_summary("${_kept.summary}")
  endif()
endfunction()
