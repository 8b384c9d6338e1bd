# Distributed under the OSI-approved BSD 3-Clause License.
#
# Fails when a helper of the module (cmake/CuDNNStrict/*.cmake, but for
# Find.cmake, the module's own body) reads a private variable
# (_CuDNNStrict_<lower-case name>) that no command of its own file sets: a value the find module decided reaches a helper as an
# argument, not through the caller's scope.  A template's @name@ is a read
# by the helper that configures it (names the template, and @ONLY).  Internal cache
# entries (_CuDNNStrict_<UPPER-CASE>) are the memo's and not checked.
# Nor does a helper read a public variable (CuDNNStrict_<name>: the
# results, find_package's CuDNNStrict_FIND_*) that it did not set itself:
# the find module passes their values.  For those, a mention inside quotes
# other than "${}" is text, and a target's name is no variable.
# Nor does a helper read a family of its caller's variables through a
# prefix it was given (${${prefix}_FOUND}, IN LISTS ${prefix}_NAMES,
# if(${prefix}_ERROR)): the state it needs arrives as a value (the
# options and findings values of Values.cmake) or as arguments.  Writing
# through an output argument stays allowed.
# Each offence names the file and line (cmake -P, with SOURCE_DIR).
#
# A read: the name after "${" or "@", after IN_LIST, DEFINED or a LISTS
# keyword, in a condition (if, elseif, while, and their AND/OR lines), or
# as the first argument of _CuDNNStrict_value (which reads a variable by
# name).  Every other mention (set, list, foreach, an output argument)
# counts as setting it.

cmake_minimum_required(VERSION 3.21)

set(_name_regex "_CuDNNStrict_[a-z][A-Za-z0-9_]*")
set(_prefix_regex "\\$\\{[A-Za-z0-9_]+\\}_[A-Za-z0-9_$]")
set(_public_regex "CuDNNStrict_[A-Za-z0-9_]+")

# Names of the module's functions and macros: mentions of those are calls.
file(GLOB_RECURSE _module_files LIST_DIRECTORIES false "${SOURCE_DIR}/cmake/*.cmake")
set(_commands "")
foreach(_file IN LISTS _module_files)
  file(STRINGS "${_file}" _definitions REGEX "^[ ]*(function|macro)\\(")
  foreach(_line IN LISTS _definitions)
    if(_line MATCHES "^[ ]*(function|macro)\\(([A-Za-z0-9_]+)")
      list(APPEND _commands "${CMAKE_MATCH_2}")
    endif()
  endforeach()
endforeach()

# Sets <out_reads> to "<line>:<name>" for each read of a private name in
# <file> and <out_sets> to the names it sets.  <language> is CMAKE (whose
# "#" starts a comment) or TEMPLATE.
function(_scan file language out_reads out_sets)
  # One list item a line, empty lines kept; brackets and semicolons, which
  # would join or split items, replaced (no name holds one).
  file(READ "${file}" _text)
  string(REPLACE ";" "<semicolon>" _text "${_text}")
  string(REPLACE "[" "<open>" _text "${_text}")
  string(REPLACE "]" "<close>" _text "${_text}")
  string(REPLACE "\n" ";" _lines "${_text}")
  set(_reads "")
  set(_sets "")
  set(_number 0)
  set(_in_condition FALSE)
  set(_continued_listing FALSE)
  foreach(_line IN LISTS _lines)
    math(EXPR _number "${_number} + 1")
    if(language STREQUAL "CMAKE")
      # Comments are not code.
      string(REGEX REPLACE "^[ ]*#.*" "" _line "${_line}")
      string(REGEX REPLACE "[ ]+#[^\"]*$" "" _line "${_line}")
    endif()
    if(_line MATCHES "^[ ]*(if|elseif|while)\\(")
      set(_in_condition TRUE)
    elseif(NOT _line MATCHES "^[ ]*(AND|OR|NOT)[ (]" AND NOT _line MATCHES "^[ ]*\"")
      set(_in_condition FALSE)
    endif()
    # The part after a LISTS or ZIP_LISTS keyword, on its line or the
    # next, names lists that are read.
    set(_listed "")
    if(_continued_listing)
      set(_listed "${_line}")
    endif()
    set(_continued_listing FALSE)
    if(_line MATCHES "LISTS( .*)$")
      set(_listed "${CMAKE_MATCH_1}")
    elseif(_line MATCHES "LISTS$")
      set(_continued_listing TRUE)
    endif()
    # Public names (CuDNNStrict_<NAME>): the find module's results and
    # find_package's own variables, which a helper reads only when it set
    # them itself.  A mention inside quotes is text (a message, a regex),
    # unless it is a "${}" expansion.
    string(REGEX REPLACE "\"[^\"]*\"" "\"\"" _unquoted "${_line}")
    # A target's name (if(TARGET CuDNNStrict_guard)) is no variable.
    string(REGEX REPLACE "TARGET +${_public_regex}" "TARGET" _unquoted "${_unquoted}")
    string(REGEX MATCHALL "(\\$\\{|@|IN_LIST +|DEFINED +|_CuDNNStrict_value\\()${_public_regex}" _public "${_line}")
    if(_in_condition)
      string(REGEX MATCHALL "(^|[^A-Za-z0-9_{@])${_public_regex}" _bare "${_unquoted}")
      list(APPEND _public ${_bare})
    endif()
    string(REGEX MATCHALL "(^|[^A-Za-z0-9_{@])${_public_regex}" _listed_public "${_listed}")
    list(APPEND _public ${_listed_public})
    foreach(_mention IN LISTS _public)
      string(REGEX MATCH "${_public_regex}$" _name "${_mention}")
      list(APPEND _reads "${_number}:${_name}")
    endforeach()
    if(_unquoted MATCHES "^[ ]*(set|unset)\\(+(${_public_regex})")
      list(APPEND _sets "${CMAKE_MATCH_2}")
    endif()
    # A family of the caller's variables, read through a prefix: nested in
    # "${}", after LISTS or IN_LIST, or in a condition.
    if(_line MATCHES "\\$\\{${_prefix_regex}" OR _listed MATCHES "(^|[ ])${_prefix_regex}"
        OR _line MATCHES "IN_LIST +${_prefix_regex}"
        OR (_in_condition AND _unquoted MATCHES "(^|[^A-Za-z0-9_{@$])${_prefix_regex}"))
      list(APPEND _reads "${_number}:<prefix>")
    endif()
    string(REGEX MATCHALL "(\\$\\{|@|IN_LIST +|DEFINED +|_CuDNNStrict_value\\()?${_name_regex}" _mentions "${_line}")
    string(REGEX MATCHALL "${_name_regex}" _listed_names "${_listed}")
    foreach(_mention IN LISTS _mentions)
      string(REGEX MATCH "${_name_regex}$" _name "${_mention}")
      if(_name IN_LIST _commands OR _name STREQUAL "_CuDNNStrict_value")
        continue()
      endif()
      if(_in_condition OR NOT _mention STREQUAL _name OR _name IN_LIST _listed_names)
        list(APPEND _reads "${_number}:${_name}")
      else()
        list(APPEND _sets "${_name}")
      endif()
    endforeach()
  endforeach()
  set(${out_reads} "${_reads}" PARENT_SCOPE)
  set(${out_sets} "${_sets}" PARENT_SCOPE)
endfunction()

file(GLOB _helpers LIST_DIRECTORIES false RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/cmake/CuDNNStrict/*.cmake")
# Find.cmake is the find module's own body (the part a replay skips), not
# a helper: its variables are the module's.
list(REMOVE_ITEM _helpers cmake/CuDNNStrict/Find.cmake)
file(GLOB _templates LIST_DIRECTORIES false RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/templates/*.in")
list(SORT _helpers)
set(_errors "")
foreach(_helper IN LISTS _helpers)
  _scan("${SOURCE_DIR}/${_helper}" CMAKE _reads _sets)
  set(_where "")
  foreach(_read IN LISTS _reads)
    list(APPEND _where "${_helper}|${_read}")
  endforeach()
  file(READ "${SOURCE_DIR}/${_helper}" _text)
  foreach(_template IN LISTS _templates)
    get_filename_component(_template_name "${_template}" NAME)
    string(FIND "${_text}" "${_template_name}" _at)
    string(FIND "${_text}" "@ONLY" _configures)
    if(NOT _at EQUAL -1 AND NOT _configures EQUAL -1)
      _scan("${SOURCE_DIR}/${_template}" TEMPLATE _template_reads _template_sets)
      foreach(_read IN LISTS _template_reads)
        list(APPEND _where "${_template} (configured by ${_helper})|${_read}")
      endforeach()
    endif()
  endforeach()
  foreach(_entry IN LISTS _where)
    string(REGEX MATCH "^(.*)[|]([0-9]+):(.*)$" _match "${_entry}")
    set(_file "${CMAKE_MATCH_1}")
    set(_line "${CMAKE_MATCH_2}")
    set(_name "${CMAKE_MATCH_3}")
    if(_name STREQUAL "<prefix>")
      list(APPEND _errors "${_file}:${_line}: reads its caller's variables through a prefix it was given: take them as a value or as arguments")
    elseif(NOT _name IN_LIST _sets)
      if(_name MATCHES "^${_public_regex}$")
        list(APPEND _errors "${_file}:${_line}: reads the public ${_name}, which the find module sets: take its value as an argument")
      else()
        list(APPEND _errors "${_file}:${_line}: reads ${_name}, which no command of ${_helper} sets: take it as an argument")
      endif()
    endif()
  endforeach()
endforeach()

if(_errors)
  list(REMOVE_DUPLICATES _errors)
  string(REPLACE ";" "\n" _errors "${_errors}")
  message(FATAL_ERROR "${_errors}")
endif()
