# Distributed under the OSI-approved BSD 3-Clause License.
#
# Writes what a re-configure that changed nothing replays (Replay.cmake):
# into <build>/CMakeFiles/CuDNNStrict, findings-key.cmake (the arguments of
# _CuDNNStrict_replay_key and the key they gave) and findings.cmake (the
# result variables, the imported targets, the guard's target and the
# summary, as CMake code); and what the search found itself, under the
# search's key, for a configure that does the work again.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Replay.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Locations.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Values.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake")

# Sets <out> to the key of the search: the enabled <locations> in order,
# the search's inputs (_CuDNNStrict_inputs) and the Python interpreter the
# PIP location would ask, whichever variable chose it (a venv activated
# since is another search).  Every caller takes the key from here, so that
# two keys of one search cannot disagree.
function(_CuDNNStrict_search_key locations out)
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
  if("PIP" IN_LIST locations)
    _CuDNNStrict_python(_python)
    string(APPEND _key "|${_python}")
  endif()
  string(SHA256 _key "${_key}")
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
    _CuDNNStrict_replay_quote("${_value}" _quoted)
    if(NOT _quoted)
      set(${out_ok} FALSE PARENT_SCOPE)
      return()
    endif()
    string(APPEND _code "  set_property(TARGET ${target} PROPERTY ${_property} ${_quoted})\n")
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
#   HEADER, LIBRARY, RUNTIME, PROGRAM, INCLUDE_DIRS, GPU_NAMES,
#   CANDIDATES     as for _CuDNNStrict_replay_key
function(_CuDNNStrict_replay_record)
  cmake_parse_arguments(PARSE_ARGV 0 _in "" "HEADER;LIBRARY;RUNTIME;PROGRAM;SUMMARY;GUARD_DIR;GUARD_SOURCE"
    "VARIABLES;TARGETS;GUARD_INCLUDE_DIRS;GUARD_RUNTIME_INCLUDE_DIRS;INCLUDE_DIRS;GPU_NAMES;CANDIDATES")
  foreach(_keyword IN ITEMS HEADER LIBRARY RUNTIME PROGRAM SUMMARY GUARD_DIR GUARD_SOURCE VARIABLES
      TARGETS GUARD_INCLUDE_DIRS GUARD_RUNTIME_INCLUDE_DIRS INCLUDE_DIRS GPU_NAMES CANDIDATES)
    if(NOT DEFINED _in_${_keyword})
      set(_in_${_keyword} "")
    endif()
  endforeach()
  set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict")
  set(_code "# The findings of the last configure that found cuDNN, replayed by the\n# next one while nothing changed (FindCuDNNStrict.cmake, Replay.cmake).\n")
  foreach(_name IN LISTS _in_VARIABLES)
    if(DEFINED ${_name})
      _CuDNNStrict_replay_quote("${${_name}}" _quoted)
      if(NOT _quoted)
        return()
      endif()
      string(APPEND _code "set(${_name} ${_quoted})\n")
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
  _CuDNNStrict_program_files(_program)
  _CuDNNStrict_template(cudnn_strict_config.h.in _config_template)
  _CuDNNStrict_template(cudnn_strict_probe_config.h.in _probe_template)
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
    GPU_NAMES ${_in_GPU_NAMES} CANDIDATES ${_in_CANDIDATES} FILES ${_files} ${_module} "${_find}" "${_sources}" ${_program} "${_config_template}" "${_probe_template}")
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
