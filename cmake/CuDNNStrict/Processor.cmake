# Distributed under the OSI-approved BSD 3-Clause License.
#
# The system and the processor the build targets.  A binary's processor
# is the C core's to read (--file-facts, binary/cudnn_strict_file_facts.h);
# CMake only spells the target's.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(Values.cmake)

# Stops at once on a target system cuDNN has no release for (macOS since
# cuDNN 8, Android, the BSDs): the search would only report a missing
# libcudnn.so, which says nothing of the real cause.
function(_CuDNNStrict_check_system)
  if(NOT CMAKE_SYSTEM_NAME OR CMAKE_SYSTEM_NAME MATCHES "^(Linux|Windows)$")
    return()
  endif()
  _CuDNNStrict_words(_words TARGET_SYSTEM_UNSUPPORTED system "${CMAKE_SYSTEM_NAME}"
    supported "Linux and Windows" either "Linux or Windows")
  message(FATAL_ERROR "CuDNNStrict: ${_words}")
endfunction()

# Sets <out_report> to the key=value report of the configure's reader
# (cli/cudnn_strict_reader.h; the cache entry _CuDNNStrict_READER, which
# Header.cmake sets) run with the arguments after <out_command>, or "" before
# there is one, and <out_command> to the command run, as a message names it.
function(_CuDNNStrict_read out_report out_command)
  set(${out_report} "" PARENT_SCOPE)
  set(${out_command} "" PARENT_SCOPE)
  if(NOT DEFINED CACHE{_CuDNNStrict_READER})
    return()
  endif()
  set(_command "$CACHE{_CuDNNStrict_READER}")
  list(POP_FRONT _command _program)
  list(APPEND _command "${_program}")
  execute_process(COMMAND ${_command} ${ARGN} --format keyvalue
    OUTPUT_VARIABLE _report ERROR_QUIET)
  set(${out_report} "${_report}" PARENT_SCOPE)
  string(REPLACE ";" " " _command "${_command}")
  set(${out_command} "${_command}" PARENT_SCOPE)
endfunction()

# Sets <out> to CMAKE_SYSTEM_PROCESSOR as the C core's table and every
# message spell it (the reader's --processor-name: CMake, compilers and
# platforms name one processor several ways, AMD64, arm64, i686), or as
# CMake spells it before there is a reader.
function(_CuDNNStrict_target_processor out)
  _CuDNNStrict_read(_report _command --processor-name "${CMAKE_SYSTEM_PROCESSOR}")
  _CuDNNStrict_report_get("${_report}" processor.name _name)
  if(_name STREQUAL "")
    set(_name "${CMAKE_SYSTEM_PROCESSOR}")
  endif()
  set(${out} "${_name}" PARENT_SCOPE)
endfunction()

# Sets <out> to "" when <file> is an ELF file built for the target
# processor (or there is no reader yet), else to what it is built for:
# the reader's --file-facts (file.kind, file.machine, file.matches) against
# the target's processor, in any spelling.
function(_CuDNNStrict_elf_processor_mismatch file out)
  _CuDNNStrict_read(_facts _command --file-facts "${file}" --processor "${CMAKE_SYSTEM_PROCESSOR}")
  _CuDNNStrict_get("${_facts}" _ file.kind file.matches file.machine)
  set(_mismatch "")
  if(NOT _facts STREQUAL "" AND NOT _file.kind STREQUAL "elf")
    _CuDNNStrict_words(_mismatch NOT_AN_ELF_FILE)
  elseif(_file.matches STREQUAL "no")
    set(_mismatch "${_file.machine}")
  endif()
  set(${out} "${_mismatch}" PARENT_SCOPE)
endfunction()
