# Distributed under the OSI-approved BSD 3-Clause License.
#
# What a configure keeps for the next one, beside the per-user cache of
# the compiled program (ProbeCache.cmake): one record of the findings, in
# three parts, each kept only where it pays (docs/benchmarks.md):
#   findings.cmake with replay.cmake, the checks that it still holds: a
#     re-configure whose checks pass includes it and reads nothing else of
#     the module (nor this file), as FindCUDAToolkit returns early;
#   the probe's report under its fingerprint: a configure after a change
#     the report does not depend on runs no checks;
#   what the search found itself under the search's key.
# CUDNN_STRICT_FORCE_CHECK turns every part off.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Replay.cmake)
_CuDNNStrict_include(Compile.cmake)

# Sets <out> to the stamps of <library>, of every file named like a cuDNN
# library in the directory of the file it leads to, and of the target's
# system and processor, which the checks of a library file depend on.
function(_CuDNNStrict_beside_stamps library out)
  set(_text "format 2\n${library}\n")
  # A project enables C or C++, or both (--warn-uninitialized).
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
# probe's sources, the header, the library and the files beside it (a
# release may open sub-libraries no table knows yet), the CUDA runtime
# file and the fix search's plan of <findings>, the policy, GPU check,
# features and installed program of <options>, the environment
# (_CuDNNStrict_environment_stamp with <gpu_names>) and the compilers.
function(_CuDNNStrict_probe_fingerprint options findings gpu_names out)
  _CuDNNStrict_get("${options}" _ policy gpu_check features installed)
  _CuDNNStrict_get("${findings}" _ header library cudart_library plan)
  # The installed tool is stamped: the sources' stamps are enough there; a
  # built program's key needs their digest.
  if(_installed AND EXISTS "${_installed}" AND NOT CMAKE_CROSSCOMPILING)
    _CuDNNStrict_sources_stamps(_sources)
  else()
    _CuDNNStrict_sources_digest(_sources)
  endif()
  _CuDNNStrict_beside_stamps("${_library}" _beside_stamps)
  # Format 6: the report ends with the words for the build (check.*),
  # which also depend on whether it cross-compiles.
  set(_text "format 6\ncross ${CMAKE_CROSSCOMPILING}\n${_sources}")
  file(SHA256 "${_header}" _header_hash)
  string(APPEND _text "header ${_header} ${_header_hash}\n${_beside_stamps}")
  foreach(_var IN ITEMS CMAKE_CROSSCOMPILING_EMULATOR CUDA_cudart_LIBRARY CMAKE_C_COMPILER
      CMAKE_C_COMPILER_VERSION CMAKE_CXX_COMPILER CMAKE_CXX_COMPILER_VERSION CUDAToolkit_VERSION)
    _CuDNNStrict_value(${_var} _${_var})
  endforeach()
  _CuDNNStrict_stamp_paths(_text ${_cudart_library} ${_CUDA_cudart_LIBRARY} ${_installed})
  _CuDNNStrict_environment_stamp("${gpu_names}" _env)
  string(APPEND _text "${_env}policy ${_policy}\ngpu ${_gpu_check}\nfeatures ${_features}\n"
    "C ${_CMAKE_C_COMPILER} ${_CMAKE_C_COMPILER_VERSION}\n"
    "CXX ${_CMAKE_CXX_COMPILER} ${_CMAKE_CXX_COMPILER_VERSION}\n"
    "emulator ${_CMAKE_CROSSCOMPILING_EMULATOR}\ncudart ${_CUDAToolkit_VERSION}\n")
  string(SHA256 _hash "${_text}")
  string(SHA256 _hash "${_hash}\n${_plan}")
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
# the PIP location would ask ("" without it).  Every caller takes the key
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
# same for CUDNN_LIBRARY, kept apart by ASCII's unit separator (a path may
# hold ';').  Sets <prefix>_KEY, <prefix>_CUDNN_INCLUDE_DIR,
# <prefix>_HEADER_FROM, <prefix>_CUDNN_LIBRARY and <prefix>_LIBRARY_FROM
# ("" for what was not kept).
function(_CuDNNStrict_searched_get prefix)
  get_property(_kept CACHE _CuDNNStrict_SEARCHED PROPERTY VALUE)
  string(ASCII 31 _unit)
  foreach(_field IN ITEMS KEY CUDNN_INCLUDE_DIR HEADER_FROM CUDNN_LIBRARY LIBRARY_FROM)
    string(FIND "${_kept}" "${_unit}" _at)
    set(_value "${_kept}")
    set(_rest "")
    if(_at GREATER -1)
      string(SUBSTRING "${_kept}" 0 ${_at} _value)
      math(EXPR _at "${_at} + 1")
      string(SUBSTRING "${_kept}" ${_at} -1 _rest)
    endif()
    set(_kept "${_rest}")
    set(${prefix}_${_field} "${_value}" PARENT_SCOPE)
  endforeach()
endfunction()

# Keeps the fields named by the arguments, pairs of <FIELD> <value> (as
# _CuDNNStrict_searched_get names them), the others as they were.
function(_CuDNNStrict_searched_keep)
  _CuDNNStrict_searched_get(_field)
  foreach(_at RANGE 1 ${ARGC} 2)
    math(EXPR _name_at "${_at} - 1")
    set(_field_${ARGV${_name_at}} "${ARGV${_at}}")
  endforeach()
  string(ASCII 31 _unit)
  string(JOIN "${_unit}" _kept "${_field_KEY}" "${_field_CUDNN_INCLUDE_DIR}" "${_field_HEADER_FROM}"
    "${_field_CUDNN_LIBRARY}" "${_field_LIBRARY_FROM}")
  set(_CuDNNStrict_SEARCHED "${_kept}" CACHE INTERNAL "")
endfunction()

# Forgets the findings kept for the next configure: a configure that does
# the work writes them again only at its end, when all went well.  (The
# key file is an older module's.)
function(_CuDNNStrict_replay_forget)
  file(REMOVE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/replay.cmake"
    "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/findings-key.cmake")
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
  # Those that name files first: the replay's checks stamp those files.
  set(_naming IMPORTED_LOCATION IMPORTED_IMPLIB INTERFACE_LINK_LIBRARIES INTERFACE_SOURCES)
  set(${out_ok} FALSE PARENT_SCOPE)
  foreach(_property IN LISTS _naming ITEMS IMPORTED_LINK_INTERFACE_LANGUAGES
      INTERFACE_INCLUDE_DIRECTORIES INTERFACE_LINK_OPTIONS INTERFACE_COMPILE_OPTIONS)
    get_target_property(_value ${target} ${_property})
    if(_value STREQUAL "_value-NOTFOUND")  # not set
      continue()
    elseif(_value MATCHES "]==]")  # it would end its bracket argument early
      return()
    endif()
    string(APPEND _code "  set_property(TARGET ${target} PROPERTY ${_property} [==[${_value}]==])\n")
    if(_property IN_LIST _naming)
      foreach(_item IN LISTS _value)
        if(IS_ABSOLUTE "${_item}")
          list(APPEND _files "${_item}")
        endif()
      endforeach()
    endif()
  endforeach()
  set(${out_code} "${_code}endif()\n" PARENT_SCOPE)
  set(${out_files} "${_files}" PARENT_SCOPE)
  set(${out_ok} TRUE PARENT_SCOPE)
endfunction()

# Appends to the code in <code_var> the replay's <commands>, runs them
# here, and appends a check that the CMake expression <now> of what they
# set is still what it is here: the replay's own commands give the values
# it compares with.  <now> "" joins, a line each, the variables the
# commands set (_lead<n>, _time<n>, _size<n>, _file<n>; no "]" in that
# list: it would group elements).  Sets <ok_var> to FALSE when the value
# cannot be written as a bracket argument, and [<out_value>] to it.
function(_CuDNNStrict_replay_step code_var ok_var commands now)
  if(now STREQUAL "")
    string(REGEX MATCHALL " _(lead|time|size|file)[0-9]+[ )]" _names "${commands}")
    list(TRANSFORM _names REPLACE "^ ([a-z_]+[0-9]+).$" "\${\\1}\n")
    string(JOIN "" now ${_names})
  endif()
  set(module_dir "${CMAKE_CURRENT_FUNCTION_LIST_DIR}")  # the replay's argument
  cmake_language(EVAL CODE "${commands}")
  string(CONFIGURE "${now}" _value)
  if("${_value}" MATCHES "]==]")
    set(${ok_var} FALSE PARENT_SCOPE)
  endif()
  # "|" first: a bracket argument drops a line break it starts with.
  set(${code_var} "${${code_var}}${commands}  if(NOT \"|${now}\" STREQUAL [==[|${_value}]==])\n    return()\n  endif()\n"
    PARENT_SCOPE)
  if(ARGC GREATER 4)
    set(${ARGV4} "${_value}" PARENT_SCOPE)
  endif()
endfunction()

# Appends to the code in <code_var> a return when any of <conditions>
# (each " OR <condition>") holds.
function(_CuDNNStrict_replay_return_if code_var conditions)
  if(conditions)
    string(REGEX REPLACE "^ OR " "" conditions "${conditions}")
    set(${code_var} "${${code_var}}  if(${conditions})\n    return()\n  endif()\n" PARENT_SCOPE)
  endif()
endfunction()

# Keeps the findings of this configure for the next one, in
# <build>/CMakeFiles/CuDNNStrict: findings.cmake sets the result VARIABLES
# (names; their values are read here), defines the imported TARGETS that
# exist and the guard's target (the arguments GUARD_*; no GUARD_SOURCE: no
# guard) and prints the SUMMARY.  replay.cmake defines
# _CuDNNStrict_replay_holds(<module_dir> <out>), <out> TRUE while these
# are as they are now (the values of now written in; the first difference
# ends it): what the module reads that is no file
# (_CuDNNStrict_replay_state); HEADER's contents and the cudnn*.h names in
# INCLUDE_DIRS; where LIBRARY, the files named like a cuDNN library beside
# it, RUNTIME (the CUDA runtime) and PROGRAM (the installed tool) lead,
# what each is and a file's time and size; the environment (GPU_NAMES,
# _CuDNNStrict_environment_stamp); the time of the module's files, of
# PROBE_FILES and of the files the targets name outside libcudnn's
# directory; which of CANDIDATES (the fix search's directories) exist.
# Each stamp is one command of the replay, unrolled: a re-configure runs a
# few hundred commands, no process, and reads no file but the header.
# Nothing is kept when a value cannot be written.
function(_CuDNNStrict_replay_record)
  # RUNTIME, PROGRAM and GUARD_SOURCE may be empty: a one-value keyword
  # given none warns under CMP0174 (CMake 3.31 on).
  set(_one HEADER LIBRARY SUMMARY GUARD_DIR)
  set(_many RUNTIME PROGRAM GUARD_SOURCE VARIABLES TARGETS GUARD_INCLUDE_DIRS GUARD_RUNTIME_INCLUDE_DIRS
    INCLUDE_DIRS GPU_NAMES CANDIDATES PROBE_FILES)
  cmake_parse_arguments(PARSE_ARGV 0 _in "" "${_one}" "${_many}")
  # What is written in as bracket arguments, checked at the end.
  set(_written "")
  foreach(_keyword IN LISTS _one _many)
    if(NOT DEFINED _in_${_keyword})
      set(_in_${_keyword} "")
    endif()
    string(APPEND _written "|${_in_${_keyword}}")
  endforeach()
  # One path with ';' would be two list elements.
  if("${_in_HEADER}|${_in_LIBRARY}|${_in_RUNTIME}|${_in_PROGRAM}" MATCHES ";")
    return()
  endif()
  set(_code "# The findings of the last configure that found cuDNN, replayed by the\n# next one while nothing changed (FindCuDNNStrict.cmake, Record.cmake).\n")
  foreach(_name IN LISTS _in_VARIABLES)
    if(DEFINED ${_name})
      string(APPEND _written "|${${_name}}")
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
      string(APPEND _arguments " [==[${_in_${_argument}}]==]")
    endforeach()
    list(APPEND _files "${_in_GUARD_SOURCE}" "${_in_GUARD_DIR}/include/cudnn_strict_config.h")
    string(APPEND _code "_CuDNNStrict_guard_target(${_arguments})\n")
  endif()
  string(APPEND _code "if(NOT CuDNNStrict_FIND_QUIETLY)\n  _CuDNNStrict_print_summary([==[${_in_SUMMARY}]==])\nendif()\n")

  # What the targets name beside libcudnn is stamped with it already.
  get_filename_component(_library_dir "${_in_LIBRARY}" DIRECTORY)
  file(REAL_PATH "${_library_dir}" _real_library_dir)
  set(_stamped "")
  foreach(_file IN LISTS _files)
    get_filename_component(_file_dir "${_file}" DIRECTORY)
    if(NOT _file_dir STREQUAL _library_dir AND NOT _file_dir STREQUAL _real_library_dir)
      list(APPEND _stamped "${_file}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _stamped)
  # The module's files and the probe's: an edit does the work again.
  file(GLOB _module "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/*.cmake")
  foreach(_file IN ITEMS ../FindCuDNNStrict.cmake ../../probe/Sources.cmake ../../probe/SourceLists.cmake)
    get_filename_component(_file "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/${_file}" ABSOLUTE)
    list(APPEND _module "${_file}")
  endforeach()
  list(APPEND _stamped ${_module} ${_in_PROBE_FILES})
  if("${_written}|${_stamped}" MATCHES "]==]")
    return()
  endif()

  set(_ok TRUE)
  # One line: no line of this file defines the function it writes.
  set(_check "# Whether the findings beside this file still hold: written by the\n# configure that recorded them (Record.cmake), run by the next one\n# (Replay.cmake).\nfunction(_CuDNNStrict_replay_holds module_dir out)\n  set(\${out} FALSE PARENT_SCOPE)\n")
  _CuDNNStrict_replay_step(_check _ok "  _CuDNNStrict_replay_state(\"\${module_dir}\" _state)\n" "\${_state}")
  set(_header "[==[${_in_HEADER}]==]")
  if(EXISTS "${_in_HEADER}" AND NOT IS_DIRECTORY "${_in_HEADER}")
    _CuDNNStrict_replay_return_if(_check " OR NOT EXISTS ${_header} OR IS_DIRECTORY ${_header}")
    _CuDNNStrict_replay_step(_check _ok "  file(SHA256 ${_header} _hash)\n" "\${_hash}")
  else()
    _CuDNNStrict_replay_return_if(_check " OR EXISTS ${_header} AND NOT IS_DIRECTORY ${_header}")
  endif()
  foreach(_dir IN LISTS _in_INCLUDE_DIRS)
    _CuDNNStrict_replay_step(_check _ok "  file(GLOB _headers RELATIVE [==[${_dir}]==] [==[${_dir}/cudnn*.h]==])\n"
      "\${_headers}")
  endforeach()
  # What sits beside libcudnn, found again by the same patterns.
  set(_paths "${_in_LIBRARY}")
  if(EXISTS "${_in_LIBRARY}")
    file(REAL_PATH "${_in_LIBRARY}" _real)
    get_filename_component(_real_dir "${_real}" DIRECTORY)
    set(_globs "${_real_dir}/libcudnn*" "${_real_dir}/cudnn*.dll")
    if(NOT _real_library_dir STREQUAL _real_dir)
      list(APPEND _globs "${_library_dir}/libcudnn*" "${_library_dir}/cudnn*.dll")
    endif()
    if(_globs MATCHES "]==]")
      return()
    endif()
    list(JOIN _globs "]==] [==[" _globs)
    _CuDNNStrict_replay_step(_check _ok "  file(REAL_PATH [==[${_in_LIBRARY}]==] _real)\n  file(REAL_PATH [==[${_library_dir}]==] _found_dir)\n"
      "\${_real} \${_found_dir}")
    _CuDNNStrict_replay_step(_check _ok "  file(GLOB _beside LIST_DIRECTORIES true [==[${_globs}]==])\n" "\${_beside}"
      _beside)
    if(_beside MATCHES "]==]")
      return()
    endif()
    list(APPEND _paths ${_beside})
  else()
    _CuDNNStrict_replay_return_if(_check " OR EXISTS [==[${_in_LIBRARY}]==]")
  endif()
  list(APPEND _paths ${_in_RUNTIME} ${_in_PROGRAM})
  # Each path: where it leads, what it is, and a file's time and size.
  set(_leads "")
  set(_kinds "")
  set(_times "")
  set(_sizes "")
  set(_index 0)
  foreach(_path IN LISTS _paths)
    math(EXPR _index "${_index} + 1")
    string(APPEND _leads "  file(REAL_PATH [==[${_path}]==] _lead${_index})\n")
    if(IS_DIRECTORY "${_path}")
      string(APPEND _kinds " OR NOT IS_DIRECTORY [==[${_path}]==]")
    elseif(EXISTS "${_path}")
      string(APPEND _kinds " OR IS_DIRECTORY [==[${_path}]==] OR NOT EXISTS [==[${_path}]==]")
      string(APPEND _times "  file(TIMESTAMP [==[${_path}]==] _time${_index} \"%s.%f\" UTC)\n")
      string(APPEND _sizes "  file(SIZE [==[${_path}]==] _size${_index})\n")
    else()
      string(APPEND _kinds " OR EXISTS [==[${_path}]==]")
    endif()
  endforeach()
  _CuDNNStrict_replay_step(_check _ok "${_leads}" "")
  _CuDNNStrict_replay_return_if(_check "${_kinds}")
  # Times, then sizes: a file whose time holds is still there to measure.
  _CuDNNStrict_replay_step(_check _ok "${_times}" "")
  _CuDNNStrict_replay_step(_check _ok "${_sizes}" "")
  _CuDNNStrict_replay_step(_check _ok "  _CuDNNStrict_environment_stamp([==[${_in_GPU_NAMES}]==] _environment)\n"
    "\${_environment}")
  # A missing file has no time.
  set(_times "")
  set(_index 0)
  foreach(_file IN LISTS _stamped)
    math(EXPR _index "${_index} + 1")
    string(APPEND _times "  file(TIMESTAMP [==[${_file}]==] _file${_index} \"%s.%f\" UTC)\n")
  endforeach()
  _CuDNNStrict_replay_step(_check _ok "${_times}" "")
  set(_exist "")
  foreach(_dir IN LISTS _in_CANDIDATES)
    if(IS_DIRECTORY "${_dir}")
      string(APPEND _exist " OR NOT IS_DIRECTORY [==[${_dir}]==]")
    else()
      string(APPEND _exist " OR IS_DIRECTORY [==[${_dir}]==]")
    endif()
  endforeach()
  _CuDNNStrict_replay_return_if(_check "${_exist}")
  if(_ok)
    file(WRITE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/findings.cmake" "${_code}")
    file(WRITE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/replay.cmake"
      "${_check}  set(\${out} TRUE PARENT_SCOPE)\nendfunction()\n")
  endif()
endfunction()
