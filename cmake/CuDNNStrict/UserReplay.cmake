# Distributed under the OSI-approved BSD 3-Clause License.
#
# Another build tree of the same project: a configure in a tree that
# holds none of the module's state, whose inputs are those of a first
# configure this user recorded (Record.cmake, _CuDNNStrict_user_record),
# replays that record and reads nothing else of the module either.  The
# record is an entry of the per-user cache (ProbeCache.cmake) under what
# the module reads that is no file (_CuDNNStrict_user_state); its key's
# other parts, the files, are stamped again.  What it holds names the
# recording tree by a placeholder, which the replay replaces with its own.
#
# Read only by a configure in a fresh tree (FindCuDNNStrict.cmake) and by
# the work's record (Record.cmake): a re-configure that replays its own
# tree's findings parses none of it.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Replay.cmake)
_CuDNNStrict_include(ProbeCache.cmake)

# Sets <out> to <text> with the build tree's path replaced by a
# placeholder (<mode> MASK) or the placeholder by the path (UNMASK).  MASK
# sets "" where that could not be undone: the text holds the placeholder
# or the tree's real path, or the path inside a longer name (/tmp/b in
# /tmp/b2 or /x/tmp/b).
function(_CuDNNStrict_tree_text mode text out)
  set(_placeholder "<CuDNNStrict:BINARY_DIR>")
  if(mode STREQUAL "UNMASK")
    string(REPLACE "${_placeholder}" "${CMAKE_BINARY_DIR}" _text "${text}")
    set(${out} "${_text}" PARENT_SCOPE)
    return()
  endif()
  set(${out} "" PARENT_SCOPE)
  file(REAL_PATH "${CMAKE_BINARY_DIR}" _real)
  string(FIND "${text}" "${_placeholder}" _at)
  string(FIND "${text}" "${_real}" _real_at)
  if(_at GREATER -1 OR (NOT _real STREQUAL CMAKE_BINARY_DIR AND _real_at GREATER -1))
    return()
  endif()
  string(REPLACE "${CMAKE_BINARY_DIR}" "${_placeholder}" _text "${text}")
  # The character after each place, found from the placeholder's first
  # character on.  The one before ends each piece of the text cut at the
  # places: a regular expression that starts with a class of characters
  # is tried at every position, some 160 instructions a byte.  The cut is
  # a list, so the text's own ';', '[' and ']' become another character
  # that a path does not end with.
  string(REGEX MATCHALL "<CuDNNStrict:BINARY_DIR>." _after "${_text}")
  string(ASCII 1 _other)
  string(REPLACE ";" "${_other}" _pieces "${_text}")
  string(REPLACE "[" "${_other}" _pieces "${_pieces}")
  string(REPLACE "]" "${_other}" _pieces "${_pieces}")
  string(REPLACE "${_placeholder}" ";" _pieces "${_pieces}")
  list(POP_BACK _pieces)
  list(TRANSFORM _pieces REPLACE "^.*(.)$" "\\1")
  list(FILTER _pieces INCLUDE REGEX "^[A-Za-z0-9._+~/-]$")
  if(_after MATCHES "[A-Za-z0-9._+~-](;|$)" OR _pieces)
    return()
  endif()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Sets <out> to the text that names this user's record of a configure
# of another tree: what the module reads that is no file
# (_CuDNNStrict_replay_state), the build tree's path masked
# (_CuDNNStrict_tree_text); "" where no record may be kept or replayed:
# the module lies in the build tree (another tree's copy may differ), a
# parent project's target is adopted (another project's target of that
# name may name another cuDNN), or the path cannot be masked, or written
# as it is in a value.
function(_CuDNNStrict_user_state out)
  set(${out} "" PARENT_SCOPE)
  set(_module_dir "${CMAKE_CURRENT_FUNCTION_LIST_DIR}")
  string(FIND "${_module_dir}/" "${CMAKE_BINARY_DIR}/" _at)
  if(_at EQUAL 0 OR CUDNN_STRICT_ADOPT_TARGET OR CMAKE_BINARY_DIR MATCHES "[\\;\"$\n]")
    return()
  endif()
  _CuDNNStrict_replay_state("${_module_dir}" _state)
  _CuDNNStrict_tree_text(MASK "findings of a first configure\n${_state}" _state)
  set(${out} "${_state}" PARENT_SCOPE)
endfunction()

# Sets <out_holds> to TRUE, and <out_findings> to the findings of this
# user's record under <state>
# (_CuDNNStrict_user_state), when they still hold: the parts of the key's
# stamp that another tree shares (_CuDNNStrict_replay_stamp: headers,
# files, stamped, candidates) are the same now.  It then leaves what the
# recording configure left in its build tree: the files it generated and
# its cache entries, prints the check it printed, unless <quiet>, and
# keeps the findings in this tree, as a first configure does.
function(_CuDNNStrict_user_replay state quiet out_holds out_findings)
  set(${out_holds} FALSE PARENT_SCOPE)
  _CuDNNStrict_cache_lookup("${state}" "record.txt;key.txt;findings.txt;files.txt" _entry _found)
  if(NOT _found STREQUAL "HIT")
    return()
  endif()
  # Read together: another configure may replace the entry meanwhile.
  foreach(_part IN ITEMS record key findings)
    file(READ "${_entry}/${_part}.txt" _text)
    _CuDNNStrict_tree_text(UNMASK "${_text}" _${_part})
  endforeach()
  set(_hash "[0-9a-f]+")
  if(NOT _key MATCHES "\nstamp=${_hash};(${_hash};${_hash};${_hash};${_hash});${_hash}\n$")
    return()
  endif()
  set(_kept "${CMAKE_MATCH_1}")
  _CuDNNStrict_replay_stamp("${CMAKE_CURRENT_FUNCTION_LIST_DIR}" "${_key}" "headers;files;stamped;candidates"
    "${_kept}" _stamp)
  if(NOT _stamp STREQUAL _kept)
    return()
  endif()
  _CuDNNStrict_read_values("${_record}" _user.)
  set(_offset 0)
  foreach(_file _size IN ZIP_LISTS _user.files _user.sizes)
    file(READ "${_entry}/files.txt" _text OFFSET ${_offset} LIMIT ${_size})
    _CuDNNStrict_tree_text(UNMASK "${_text}" _text)
    file(WRITE "${CMAKE_BINARY_DIR}/${_file}" "${_text}")
    math(EXPR _offset "${_offset} + ${_size}")
  endforeach()
  # An entry the project gave (-D) stays, but takes the type and help
  # the module gave it.
  foreach(_name IN LISTS _user.cache)
    get_property(_type CACHE ${_name} PROPERTY TYPE)
    if(NOT DEFINED CACHE{${_name}} OR (_type STREQUAL "UNINITIALIZED"
        AND NOT _user.cache.${_name}.type STREQUAL "UNINITIALIZED"))
      set(${_name} "${_user.cache.${_name}}" CACHE ${_user.cache.${_name}.type}
        "${_user.cache.${_name}.help}" FORCE)
    endif()
    if(_user.cache.${_name}.advanced)
      set_property(CACHE ${_name} PROPERTY ADVANCED 1)
    endif()
    if(NOT "${_user.cache.${_name}.strings}" STREQUAL "")
      set_property(CACHE ${_name} PROPERTY STRINGS "${_user.cache.${_name}.strings}")
    endif()
  endforeach()
  if(NOT quiet)
    message(CHECK_START "${_user.check.start}")
    message(CHECK_PASS "${_user.check.pass}")
  endif()
  # Kept in this tree for its next configure (_CuDNNStrict_replay_check),
  # the stamp's parts of this tree: the state the recording configure
  # ended with, here, and the times of the files written above (their
  # line alone is read again).
  string(SHA256 _state "${_user.state}")
  string(REGEX MATCH "\n(generated=[^\n]*\n)" _ "${_key}")
  _CuDNNStrict_replay_stamp("${CMAKE_CURRENT_FUNCTION_LIST_DIR}" "${CMAKE_MATCH_1}" "generated" "" _generated)
  string(REGEX REPLACE "\nstamp=${_hash};(.*);${_hash}\n$" "\nstamp=${_state};\\1;${_generated}\n" _key "${_key}")
  file(WRITE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/findings.txt" "${_findings}")
  file(WRITE "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/key.txt" "${_key}")
  set(${out_holds} TRUE PARENT_SCOPE)
  set(${out_findings} "${_findings}" PARENT_SCOPE)
endfunction()
