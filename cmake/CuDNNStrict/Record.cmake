# Distributed under the OSI-approved BSD 3-Clause License.
#
# What a configure keeps for the next one, beside the per-user cache of
# the compiled program (ProbeCache.cmake): one record of the findings, in
# three parts, each kept only where it pays (docs/benchmarks.md):
#   findings.cmake with record.txt, what they depend on and its stamp: a
#     re-configure whose stamp is the same includes it and reads nothing
#     else of the module (nor this file), as FindCUDAToolkit returns early;
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

# A cache value cannot hold a line break: text kept in an INTERNAL entry
# has its lines kept apart with the ASCII record separator.  Sets <out> to
# the text kept in the entry <name>, "" when there is none.
function(_CuDNNStrict_kept_text name out)
  string(ASCII 30 _record_separator)
  get_property(_kept CACHE ${name} PROPERTY VALUE)
  string(REPLACE "${_record_separator}" "\n" _kept "${_kept}")
  set(${out} "${_kept}" PARENT_SCOPE)
endfunction()

# Keeps <text> in the INTERNAL cache entry <name>, described by <help>.
function(_CuDNNStrict_keep_text name text help)
  string(ASCII 30 _record_separator)
  string(REPLACE "\n" "${_record_separator}" _kept "${text}")
  set(${name} "${_kept}" CACHE INTERNAL "${help}")
endfunction()

# Sets <out> to the fingerprint of what decides the probe's report: the
# probe's sources, the header, the library and the files beside it (a
# release may open sub-libraries no table knows yet), the target's system
# and processor, the CUDA runtime file and the fix search's plan of
# <findings>, the policy, GPU check, features and installed program of
# <options>, the environment (_CuDNNStrict_environment_stamp with
# <gpu_names>) and the compilers.
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
  # Format 7: the report ends with the words for the build (check.*),
  # which also depend on whether it cross-compiles.
  set(_text "format 7\ncross ${CMAKE_CROSSCOMPILING}\n${_sources}")
  file(SHA256 "${_header}" _header_hash)
  string(APPEND _text "header ${_header} ${_header_hash}\n")
  # A project enables C or C++, or both (--warn-uninitialized).
  foreach(_var IN ITEMS CMAKE_CROSSCOMPILING_EMULATOR CUDA_cudart_LIBRARY CMAKE_C_COMPILER
      CMAKE_C_COMPILER_VERSION CMAKE_CXX_COMPILER CMAKE_CXX_COMPILER_VERSION CUDAToolkit_VERSION
      CMAKE_C_LIBRARY_ARCHITECTURE CMAKE_CXX_LIBRARY_ARCHITECTURE)
    _CuDNNStrict_value(${_var} _${_var})
  endforeach()
  string(APPEND _text "${CMAKE_SYSTEM_NAME} ${CMAKE_SYSTEM_PROCESSOR} ${CMAKE_SIZEOF_VOID_P} "
    "${_CMAKE_C_LIBRARY_ARCHITECTURE} ${_CMAKE_CXX_LIBRARY_ARCHITECTURE} ${WIN32}\n")
  if(EXISTS "${_library}")
    file(REAL_PATH "${_library}" _real)
    string(APPEND _text "${_library} leads to ${_real}\n")
  endif()
  _CuDNNStrict_beside("${_library}" _beside)
  _CuDNNStrict_stamp_paths(_text "${_library}" ${_beside} ${_cudart_library} ${_CUDA_cudart_LIBRARY}
    ${_installed})
  _CuDNNStrict_environment_stamp("${gpu_names}" _env)
  string(APPEND _text "${_env}policy ${_policy}\ngpu ${_gpu_check}\nfeatures ${_features}\n"
    "C ${_CMAKE_C_COMPILER} ${_CMAKE_C_COMPILER_VERSION}\n"
    "CXX ${_CMAKE_CXX_COMPILER} ${_CMAKE_CXX_COMPILER_VERSION}\n"
    "emulator ${_CMAKE_CROSSCOMPILING_EMULATOR}\ncudart ${_CUDAToolkit_VERSION}\n")
  string(SHA256 _hash "${_text}")
  string(SHA256 _hash "${_hash}\n${_plan}")
  set(${out} "${_hash}" PARENT_SCOPE)
endfunction()

# The probe's report is kept in the INTERNAL cache entry
# _CuDNNStrict_PROBE_REPORT, its first line the fingerprint it holds for
# (probe.fingerprint=<key>, empty while it proves nothing).

# Sets <out_hit> to true and <out_report> to the kept report when the
# fingerprint <key> is unchanged.
function(_CuDNNStrict_cached_report key out_hit out_report)
  set(${out_hit} FALSE PARENT_SCOPE)
  _CuDNNStrict_kept_text(_CuDNNStrict_PROBE_REPORT _kept)
  set(_first "probe.fingerprint=${key}\n")
  string(FIND "${_kept}" "${_first}" _at)
  if(CUDNN_STRICT_FORCE_CHECK OR "${key}" STREQUAL "" OR NOT _at EQUAL 0)
    return()
  endif()
  string(LENGTH "${_first}" _skip)
  string(SUBSTRING "${_kept}" ${_skip} -1 _report)
  set(${out_report} "${_report}" PARENT_SCOPE)
  set(${out_hit} TRUE PARENT_SCOPE)
endfunction()

# Keeps <report> for the next configure under the fingerprint <key> ("":
# kept to be read, proving nothing, so that the next configure asks again).
function(_CuDNNStrict_keep_report key report)
  _CuDNNStrict_keep_text(_CuDNNStrict_PROBE_REPORT "probe.fingerprint=${key}\n${report}"
    "the cuDNN probe's report, under its fingerprint")
endfunction()

# Keeps the report, if any, as proving nothing.
function(_CuDNNStrict_forget_report_key)
  _CuDNNStrict_kept_text(_CuDNNStrict_PROBE_REPORT _kept)
  if(_kept MATCHES "^probe\\.fingerprint=[0-9a-f]*\n(.*)$")
    _CuDNNStrict_keep_report("" "${CMAKE_MATCH_1}")
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

# What the search found itself is kept for the next configure in the
# INTERNAL entry _CuDNNStrict_SEARCHED, a value (Values.cmake): the
# search's KEY, the value the module gave CUDNN_INCLUDE_DIR and the
# location it came from (HEADER_FROM), and the same for CUDNN_LIBRARY
# (LIBRARY_FROM).  Find.cmake reads it with _CuDNNStrict_kept_text and
# keeps it again, changed, with _CuDNNStrict_searched_keep.

# Puts each <key> <value> pair of the arguments into the value held in
# <searched_var> and keeps it.  Each argument is passed on whole.
function(_CuDNNStrict_searched_keep searched_var)
  math(EXPR _last "${ARGC} - 1")
  foreach(_at RANGE 1 ${_last} 2)
    math(EXPR _next "${_at} + 1")
    _CuDNNStrict_put(${searched_var} "${ARGV${_at}}" "${ARGV${_next}}")
  endforeach()
  _CuDNNStrict_keep_text(_CuDNNStrict_SEARCHED "${${searched_var}}" "")
  set(${searched_var} "${${searched_var}}" PARENT_SCOPE)
endfunction()

# Forgets the findings kept for the next configure: a configure that does
# the work writes them again only at its end, when all went well.
function(_CuDNNStrict_replay_forget)
  file(REMOVE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/record.txt")
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
# guard) and prints the SUMMARY.  record.txt keeps what they depend on
# (HEADER, INCLUDE_DIRS, LIBRARY, RUNTIME: the CUDA runtime, PROGRAM: the
# installed tool, GPU_NAMES, CANDIDATES: the fix search's directories, and
# the files to stamp: the module's, PROBE_FILES and those the targets name
# outside libcudnn's directory) and its stamp (_CuDNNStrict_replay_stamp).
# Nothing is kept when a value cannot be written.
function(_CuDNNStrict_replay_record)
  # RUNTIME, PROGRAM and GUARD_SOURCE may be empty: a one-value keyword
  # given none warns under CMP0174 (CMake 3.31 on).
  set(_one HEADER LIBRARY SUMMARY GUARD_DIR)
  set(_many RUNTIME PROGRAM GUARD_SOURCE VARIABLES TARGETS GUARD_INCLUDE_DIRS GUARD_RUNTIME_INCLUDE_DIRS
    INCLUDE_DIRS GPU_NAMES CANDIDATES PROBE_FILES)
  cmake_parse_arguments(PARSE_ARGV 0 _in "" "${_one}" "${_many}")
  # What findings.cmake holds as bracket arguments, checked at the end.
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
  if(_written MATCHES "]==]")
    return()
  endif()

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

  set(_record "")
  _CuDNNStrict_put(_record header "${_in_HEADER}" include_dirs "${_in_INCLUDE_DIRS}" library "${_in_LIBRARY}"
    runtime "${_in_RUNTIME}" program "${_in_PROGRAM}" gpu_names "${_in_GPU_NAMES}" stamped "${_stamped}"
    candidates "${_in_CANDIDATES}")
  # The replay computes it from its own directory, which is this one.
  _CuDNNStrict_replay_stamp("${CMAKE_CURRENT_FUNCTION_LIST_DIR}" "${_record}" _stamp)
  _CuDNNStrict_put(_record stamp "${_stamp}")
  file(WRITE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/findings.cmake" "${_code}")
  file(WRITE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/record.txt" "${_record}")
endfunction()
