# Distributed under the OSI-approved BSD 3-Clause License.
#
# What a configure keeps for the next one, beside the per-user cache of
# the compiled program (ProbeCache.cmake): one record of the findings, in
# three parts, each kept only where it pays (docs/benchmarks.md):
#   the findings under their key, what they depend on and its stamp: a
#     re-configure whose stamp is the same replays them and reads nothing
#     else of the module (nor this file), as FindCUDAToolkit returns early;
#     a build tree's first configure keeps them for this user too, for
#     another tree's first configure with the same inputs;
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
_CuDNNStrict_include(UserReplay.cmake)
_CuDNNStrict_include(Compile.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

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
# probe's sources, the target's system and processor, the stamp of the
# header, the library and the files beside it, the CUDA runtime file and
# the installed program, and of the environment (_CuDNNStrict_files_stamp
# with <gpu_names>), the fix search's plan of <findings>, the policy, GPU
# check and features of <options>, and the compilers.  Sets <out_files>
# to the value (Values.cmake) the findings' record takes of that stamp:
# its paths and its hash (files.paths, files.hash), so that the stamp is
# taken once a configure.
function(_CuDNNStrict_probe_fingerprint options findings gpu_names out out_files)
  _CuDNNStrict_get("${options}" _ policy gpu_check features installed)
  _CuDNNStrict_get("${findings}" _ header library cudart_library plan sublibrary_scan)
  # A built program's key needs the sources' digest.  The installed tool
  # answers for the sources it was built from and is stamped itself
  # (_CuDNNStrict_files_stamp, below): stamping its 117 sources as well
  # cost each configure of the installed package some 350 commands.
  set(_sources "installed\n")
  _CuDNNStrict_installed_answers("${_installed}" _answers)
  if(NOT _answers)
    _CuDNNStrict_sources_digest(_sources)
  endif()
  # Format 8: the report ends with the words for the build (check.*),
  # which also depend on whether it cross-compiles, and the sub-library
  # record, made from the reader's scan (its digest).
  set(_text "format 8\ncross ${CMAKE_CROSSCOMPILING}\nscan ${_sublibrary_scan}\n${_sources}")
  # A project enables C or C++, or both (--warn-uninitialized).
  foreach(_var IN ITEMS CMAKE_CROSSCOMPILING_EMULATOR CUDA_cudart_LIBRARY CMAKE_C_COMPILER
      CMAKE_C_COMPILER_VERSION CMAKE_CXX_COMPILER CMAKE_CXX_COMPILER_VERSION CUDAToolkit_VERSION
      CMAKE_C_LIBRARY_ARCHITECTURE CMAKE_CXX_LIBRARY_ARCHITECTURE)
    _CuDNNStrict_value(${_var} _${_var})
  endforeach()
  string(APPEND _text "${CMAKE_SYSTEM_NAME} ${CMAKE_SYSTEM_PROCESSOR} ${CMAKE_SIZEOF_VOID_P} "
    "${_CMAKE_C_LIBRARY_ARCHITECTURE} ${_CMAKE_CXX_LIBRARY_ARCHITECTURE} ${WIN32}\n")
  set(_paths "${_cudart_library};${_CUDA_cudart_LIBRARY};${_installed}")
  set(_files "")
  _CuDNNStrict_files_stamp(_files "${_header}" "${_library}" "${_paths}" "${gpu_names}")
  string(SHA256 _files_hash "${_files}")
  set(_files_value "")
  _CuDNNStrict_put(_files_value files.paths "${_paths}" files.hash "${_files_hash}")
  set(${out_files} "${_files_value}" PARENT_SCOPE)
  string(APPEND _text "files ${_files_hash}\npolicy ${_policy}\ngpu ${_gpu_check}\nfeatures ${_features}\n"
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
# the search's inputs (_CuDNNStrict_inputs), <python>, the interpreter
# the PIP location would ask ("" without it), and <adopted>, the places
# an adopted target names (its properties are no variable).  Every caller
# takes the key from here, so that two keys of one search cannot disagree.
function(_CuDNNStrict_search_key locations python adopted out)
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
  string(SHA256 _key "${_key}|${python}|${adopted}")
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
  file(REMOVE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/key.txt")
endfunction()

# Appends to the record held in <record_var> the imported <target> as it
# is now (target.<target>: add_library's arguments after the name;
# target.<target>.properties: those set, each under
# target.<target>.<property>), and to the list in <files_var> the
# absolute paths it names.  Its keys are new to the record: the lines are
# appended as they are, escaped (Values.cmake) only where a value needs
# it, since a put per property cost a configure some thousand commands.
function(_CuDNNStrict_record_target record_var files_var target)
  get_target_property(_type ${target} TYPE)
  string(REGEX REPLACE "_LIBRARY$" ";IMPORTED" _arguments "${_type}")
  get_target_property(_global ${target} IMPORTED_GLOBAL)
  if(_global)
    list(APPEND _arguments GLOBAL)
  endif()
  set(_naming IMPORTED_LOCATION IMPORTED_IMPLIB INTERFACE_LINK_LIBRARIES INTERFACE_SOURCES)
  set(_lines "")
  set(_properties "")
  set(_files "${${files_var}}")
  foreach(_property IN LISTS _naming ITEMS IMPORTED_LINK_INTERFACE_LANGUAGES INTERFACE_INCLUDE_DIRECTORIES INTERFACE_LINK_OPTIONS
      INTERFACE_COMPILE_OPTIONS)
    get_target_property(_value ${target} ${_property})
    if(_value STREQUAL "_value-NOTFOUND")  # not set
      continue()
    endif()
    list(APPEND _properties ${_property})
    if(_value MATCHES "[\\\n\r]")
      _CuDNNStrict_put(_lines target.${target}.${_property} "${_value}")
    else()
      string(APPEND _lines "target.${target}.${_property}=${_value}\n")
    endif()
    if(_property IN_LIST _naming)
      list(APPEND _files ${_value})
    endif()
  endforeach()
  # The absolute paths among them: no target, option or generator
  # expression.
  list(FILTER _files INCLUDE REGEX "^(/|[A-Za-z]:[/\\\\])")
  set(${record_var} "${${record_var}}target.${target}=${_arguments}\ntarget.${target}.properties=${_properties}\n${_lines}"
    PARENT_SCOPE)
  set(${files_var} "${_files}" PARENT_SCOPE)
endfunction()

# Keeps the findings of this configure for the next one, in
# <build>/CMakeFiles/CuDNNStrict, under their key.  findings.txt, a value
# (Values.cmake): the result variables of the <findings> (they were
# found), the imported targets of the arguments after <summary> that
# exist (target.*) and the guard's (guard.*), the <summary>.  key.txt:
# what they depend on (the header, its directory and those the header
# check searched, the library, the CUDA
# runtime, the installed tool of <options>, the gpu_names and the fix
# search's candidates of <findings>, and the files to stamp: the
# module's, the probe's and those the targets name outside libcudnn's
# directory, those generated in the build tree apart) and the hash of its stamp (_CuDNNStrict_replay_stamp), by
# which the next configure knows them still true (Replay.cmake).  Sets
# <out_end> to what the per-user record (_CuDNNStrict_user_record) keeps
# beside them, a value: the text of the stamp's first part (state) and
# the check's words the configure printed (check.start, check.pass); ""
# when nothing is kept.
function(_CuDNNStrict_replay_record options findings summary out_end)
  set(${out_end} "" PARENT_SCOPE)
  _CuDNNStrict_get("${options}" _ installed)
  _CuDNNStrict_get("${findings}" _ header library cudart_library cudart_include gpu_names candidates
    header_search CuDNNStrict_INCLUDE_DIRS files.paths files.hash check.start check.pass)
  # One path with ';' would be two list elements.
  if("${_header}|${_library}|${_cudart_library}|${_installed}" MATCHES ";")
    return()
  endif()
  # The result variables' lines, copied as they are.
  _CuDNNStrict_result_lines("${findings}" _record)
  # Only what was found is recorded.
  _CuDNNStrict_put(_record CuDNNStrict_FOUND TRUE CUDNNSTRICT_FOUND TRUE)
  # From line starts only: MATCHALL tries "^" again where a match ended.
  string(REGEX MATCHALL "\n(CuDNNStrict_[A-Za-z0-9_]+|CUDNNSTRICT_FOUND)=" _names "\n${_record}")
  list(TRANSFORM _names REPLACE "\n|=" "")
  set(_files "")
  set(_targets "")
  foreach(_target IN LISTS ARGN)
    if(TARGET ${_target})
      list(APPEND _targets ${_target})
      _CuDNNStrict_record_target(_record _files ${_target})
    endif()
  endforeach()
  # The static archives' zlib: a target of FindZLIB's.
  if(_record MATCHES "ZLIB::ZLIB")
    _CuDNNStrict_put(_record zlib TRUE)
  endif()
  if(TARGET CuDNNStrict_guard)
    set(_guard_dir "${CMAKE_BINARY_DIR}/CuDNNStrict/guard")
    get_target_property(_guard_source CuDNNStrict_guard SOURCES)
    list(APPEND _files "${_guard_source}" "${_guard_dir}/include/cudnn_strict_config.h")
    _CuDNNStrict_program_include_dirs(_source_dirs)
    _CuDNNStrict_put(_record guard.dir "${_guard_dir}" guard.source "${_guard_source}"
      guard.source_dirs "${_source_dirs}" guard.include_dirs "${_INCLUDE_DIRS}"
      guard.runtime_include_dirs "${_cudart_include}")
  endif()

  # What the targets name beside libcudnn is stamped with it already;
  # what this configure generated in the build tree, whose times another
  # tree's copy does not share (Replay.cmake), apart.
  get_filename_component(_library_dir "${_library}" DIRECTORY)
  file(REAL_PATH "${_library_dir}" _real_library_dir)
  set(_stamped "")
  set(_generated "")
  foreach(_file IN LISTS _files)
    get_filename_component(_file_dir "${_file}" DIRECTORY)
    string(FIND "${_file}" "${CMAKE_BINARY_DIR}/" _at)
    if(_at EQUAL 0)
      list(APPEND _generated "${_file}")
    elseif(NOT _file_dir STREQUAL _library_dir AND NOT _file_dir STREQUAL _real_library_dir)
      list(APPEND _stamped "${_file}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _stamped)
  list(REMOVE_DUPLICATES _generated)
  # The module's files and the probe's: an edit does the work again.
  file(GLOB _module "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/*.cmake")
  foreach(_file IN ITEMS ../FindCuDNNStrict.cmake ../../probe/Sources.cmake ../../probe/SourceLists.cmake)
    get_filename_component(_file "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/${_file}" ABSOLUTE)
    list(APPEND _module "${_file}")
  endforeach()
  _CuDNNStrict_program_files(_probe_files)
  foreach(_name IN ITEMS cudnn_strict_config.h.in cudnn_strict_probe_config.h.in)
    _CuDNNStrict_template(${_name} _template)
    list(APPEND _probe_files "${_template}")
  endforeach()
  list(APPEND _stamped ${_module} ${_probe_files})

  _CuDNNStrict_put(_record results "${_names}" targets "${_targets}" summary "${summary}")
  # The header's directory, and the others the header check searched.
  get_filename_component(_include_dir "${_header}" DIRECTORY)
  list(REMOVE_ITEM _header_search "${_include_dir}")
  list(REMOVE_DUPLICATES _header_search)
  set(_key "")
  # The files the fingerprint stamped, with the hash it took of their
  # stamp, else the CUDA runtime and the installed tool.
  if(NOT _files.hash)
    set(_files.paths "${_cudart_library};${_installed}")
  endif()
  _CuDNNStrict_put(_key header "${_header}" include_dirs "${_include_dir}" header_search "${_header_search}"
    library "${_library}" paths "${_files.paths}" gpu_names "${_gpu_names}" stamped "${_stamped}"
    candidates "${_candidates}" generated "${_generated}")
  # The replay computes it from its own directory, which is this one.  The
  # state, the first part, is taken here: the per-user record keeps its text.
  _CuDNNStrict_replay_state("${CMAKE_CURRENT_FUNCTION_LIST_DIR}" _state)
  string(SHA256 _stamp "${_state}")
  _CuDNNStrict_stamp_parts(_parts)
  list(REMOVE_AT _parts 0)
  _CuDNNStrict_replay_stamp("${CMAKE_CURRENT_FUNCTION_LIST_DIR}" "${_key}" "${_parts}" "" _rest "${_files.hash}")
  _CuDNNStrict_put(_key stamp "${_stamp};${_rest}")
  file(WRITE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/findings.txt" "${_record}")
  file(WRITE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/key.txt" "${_key}")
  set(_end "")
  _CuDNNStrict_put(_end state "${_state}" check.start "${_check.start}" check.pass "${_check.pass}")
  set(${out_end} "${_end}" PARENT_SCOPE)
endfunction()

# Keeps, when the per-user cache is on, what this configure, the first of
# its build tree, left there for another tree of this user's to replay
# (UserReplay.cmake, _CuDNNStrict_user_replay): an entry of the cache under
# <state> (_CuDNNStrict_user_state, taken before the work) holding the
# key and findings it kept (_CuDNNStrict_replay_record: key.txt,
# findings.txt), the files it generated under <build>/CuDNNStrict, one
# after another (files.txt), and record.txt, a value: <end>, the check
# it printed and the state it ended with (_CuDNNStrict_replay_record's),
# the module's cache entries (type,
# help, value and properties; not the summary's hash, which the replay's
# summary sets), the generated files' paths and sizes.  Every text has
# the tree's path masked (_CuDNNStrict_tree_text).  An entry kept earlier
# is replaced: its files had changed.
function(_CuDNNStrict_user_record state end)
  set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict")
  set(_names record.txt key.txt findings.txt files.txt)
  _CuDNNStrict_cache_lookup("${state}" "${_names}" _entry _found)
  if(_found STREQUAL "KEEP")
    return()
  endif()
  file(READ "${_dir}/key.txt" _key)
  file(READ "${_dir}/findings.txt" _findings)
  set(_record "${end}")
  get_cmake_property(_cache CACHE_VARIABLES)
  list(FILTER _cache INCLUDE REGEX "^(_CuDNNStrict_|CUDNN_|cudnn_)")
  list(REMOVE_ITEM _cache _CuDNNStrict_LAST_SUMMARY)
  foreach(_name IN LISTS _cache)
    foreach(_property IN ITEMS TYPE HELPSTRING ADVANCED STRINGS)
      get_property(_${_property} CACHE ${_name} PROPERTY ${_property})
    endforeach()
    set(_value "$CACHE{${_name}}")
    set(_lines "cache.${_name}=${_value}\ncache.${_name}.type=${_TYPE}\ncache.${_name}.help=${_HELPSTRING}\n")
    string(APPEND _lines "cache.${_name}.advanced=${_ADVANCED}\ncache.${_name}.strings=${_STRINGS}\n")
    # Appended as they are, escaped (Values.cmake) only where one needs it:
    # a put into the whole record copies all of it each time.
    if("${_value}${_HELPSTRING}${_STRINGS}" MATCHES "[\\\n\r]")
      set(_lines "")
      _CuDNNStrict_put(_lines cache.${_name} "${_value}" cache.${_name}.type "${_TYPE}"
        cache.${_name}.help "${_HELPSTRING}" cache.${_name}.advanced "${_ADVANCED}"
        cache.${_name}.strings "${_STRINGS}")
    endif()
    string(APPEND _record "${_lines}")
  endforeach()
  # The generated files apart from the value, which a replay reads whole:
  # each is read from files.txt by its size.
  file(GLOB_RECURSE _files RELATIVE "${CMAKE_BINARY_DIR}" "${CMAKE_BINARY_DIR}/CuDNNStrict/*")
  set(_texts "")
  set(_sizes "")
  foreach(_file IN LISTS _files)
    file(READ "${CMAKE_BINARY_DIR}/${_file}" _text)
    _CuDNNStrict_tree_text(MASK "${_text}" _text)
    string(LENGTH "${_text}" _size)
    if(_size EQUAL 0)
      return()
    endif()
    string(APPEND _texts "${_text}")
    list(APPEND _sizes ${_size})
  endforeach()
  string(APPEND _record "cache=${_cache}\nfiles=${_files}\nsizes=${_sizes}\n")
  file(MAKE_DIRECTORY "${_dir}/user")
  foreach(_part IN ITEMS record key findings)
    _CuDNNStrict_tree_text(MASK "${_${_part}}" _text)
    if(_text STREQUAL "")
      return()
    endif()
    file(WRITE "${_dir}/user/${_part}.txt" "${_text}")
  endforeach()
  file(WRITE "${_dir}/user/files.txt" "${_texts}")
  _CuDNNStrict_cache_store("${_entry}" STORE "${state}" "${_dir}/user" "${_names}")
endfunction()
