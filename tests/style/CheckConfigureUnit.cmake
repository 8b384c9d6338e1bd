# Distributed under the OSI-approved BSD 3-Clause License.
#
# The configure program's unit (probe/Sources.cmake), which a first
# configure compiles at -O0 and whose cost follows the amount of code,
# compiles no function that it never calls: linked with the sections of
# each function apart and the unused ones collected, the linker removes
# none (cmake -P, with SOURCE_DIR, WORK_DIR and C_COMPILER, the driver of
# GCC or Clang with a linker that collects sections: GNU ld, gold, lld).
# A static helper of a function that a program leaves out is compiled all
# the same: it is declared CUDNN_STRICT_HELPER (base/cudnn_strict_internal.h).
# Both forms: without the fix search (a first configure) and with it
# (after a refusal).

cmake_minimum_required(VERSION 3.21)

include("${SOURCE_DIR}/probe/Sources.cmake")
_CuDNNStrict_program_include_dirs(_include_dirs)
list(TRANSFORM _include_dirs PREPEND -I)
set(_failures "")
foreach(_form IN ITEMS deferred fix)
  set(_dir "${WORK_DIR}/${_form}")
  file(MAKE_DIRECTORY "${_dir}")
  _CuDNNStrict_write_probe_config("${_dir}" "" 0 1)
  set(_unit_options "")
  if(_form STREQUAL "deferred")
    set(_unit_options FIX_DEFERRED)
  endif()
  _CuDNNStrict_write_unit(configure "${_dir}/cudnn_strict_configure_unit.c" ${_unit_options})
  # What the program links is not the question: left unresolved.  Clean
  # with -Werror, as every unit (docs/contributing.md).
  execute_process(COMMAND "${C_COMPILER}" -std=gnu99 -Wall -Wextra -Werror -ffunction-sections "-I${_dir}"
      ${_include_dirs} "${_dir}/cudnn_strict_configure_unit.c" -o "${_dir}/configure"
      -Wl,--gc-sections -Wl,--print-gc-sections -Wl,--unresolved-symbols=ignore-all
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _log ERROR_VARIABLE _log)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "The configure program's unit (${_form}) does not compile:\n${_log}")
  endif()
  # Only the unit's own: the C library's start files have their own.
  string(REGEX MATCHALL "'\\.text\\.cudnn_strict_[A-Za-z0-9_]+'" _removed "${_log}")
  list(REMOVE_DUPLICATES _removed)
  foreach(_section IN LISTS _removed)
    string(REGEX REPLACE "^'\\.text\\.|'$" "" _function "${_section}")
    string(APPEND _failures "  ${_form}: ${_function}\n")
  endforeach()
endforeach()
if(_failures)
  message(FATAL_ERROR "The configure program's unit compiles functions it never calls "
    "(declare a static helper CUDNN_STRICT_HELPER, or leave its caller's file out):\n${_failures}")
endif()
