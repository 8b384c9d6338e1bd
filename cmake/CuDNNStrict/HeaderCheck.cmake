# Distributed under the OSI-approved BSD 3-Clause License.
#
# The header the compiler really uses.  A target compiles whichever
# cudnn_version.h its include path finds first, and a CUDA toolkit that
# ships its own cudnn.h (CUDA 13 does), listed before cuDNN's directory by
# the project (FindCUDA's CUDA_INCLUDE_DIRS first) or by CMake (a target's
# own include directories first), makes it compile another release than
# the one judged.  The judged header cannot be made to win: the project's
# order is its own, and -include would mix two releases, since cudnn.h
# includes its siblings from its own directory.  So every target that
# links a CuDNNStrict:: target compiles a generated file
# (INTERFACE_SOURCES) with its own include path, which fails with #error
# when the header it finds is another release; the reader words it.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Header.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

# Writes the check of <header> (cuDNN <version>), which the reader
# (--header-check) words whole, naming each other header it finds in
# <search_dirs>, with a warning for each in a directory the project lists
# itself
# (<project_dirs>); the reader tells which of them are one directory.
# Prints those warnings (<out_warned>: whether it did) and sets
# <out_summary> to the summary's line for each other header.  Each of
# the targets after the outputs that exists gets the check, once: as a C or
# C++ source in its INTERFACE_SOURCES, also set as <out_source> ("" when
# neither is enabled; a CUDA source would make nvcc link every C target),
# and as a header that its CUDA compiles include first: nvcc puts the
# toolkit's include directory after the command line's, so a CUDA source
# finds the toolkit's cudnn.h before an imported target's -isystem
# directory.
function(_CuDNNStrict_add_header_check installed gpu_check header version search_dirs project_dirs
    out_source out_summary out_warned)
  set(_search ${search_dirs})
  _CuDNNStrict_unit_language(_extension _lang)
  set(_unchecked "")
  if(NOT _extension)
    set(_unchecked --unchecked)
  endif()
  _CuDNNStrict_header_reader("${installed}" "${gpu_check}" _command _error)
  _CuDNNStrict_template(cudnn_strict_header_check.c.in _template)
  set(_written "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/header_check.txt")
  if(NOT _error)
    # The reader writes into the folder; nothing before this may have made it.
    file(MAKE_DIRECTORY "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict")
    execute_process(COMMAND ${_command} --header-check "${header}" "${version}" --template "${_template}"
      --output "${_written}" --search ${_search} --listed ${project_dirs} ${_unchecked} --format keyvalue
      OUTPUT_VARIABLE _report ERROR_VARIABLE _err RESULT_VARIABLE _rc)
    _CuDNNStrict_report_get("${_report}" header_check.other.count _count)
    if(NOT _rc EQUAL 0 OR _count STREQUAL "")
      _CuDNNStrict_report_get("${_report}" header_check.message _message)
      string(STRIP "${_err} ${_message}" _err)
      _CuDNNStrict_words(_error HEADER_READER_FAILED dir "${_search}" command "${_command}" status "${_rc}"
        error "${_err}")
    endif()
  endif()
  if(_error)
    message(FATAL_ERROR "CuDNNStrict: ${_error}")
  endif()
  _CuDNNStrict_report_list("${_report}" header_check.other _others)
  # One directory per judgement: sibling directories of a project may each
  # judge another cuDNN, and each one's targets check their own.
  string(SHA256 _key "${header}|${version}|${_others}")
  string(SUBSTRING "${_key}" 0 12 _key)
  set(_dir "${CMAKE_BINARY_DIR}/CuDNNStrict/header_check/${_key}")
  # Copied only when it changed, so that no target recompiles for nothing;
  # not configure_file(), which would make the reader's output an input of
  # the build system.
  file(MAKE_DIRECTORY "${_dir}")
  set(_source "")
  if(_extension)
    set(_source "${_dir}/cudnn_strict_header_check.${_extension}")
    file(COPY_FILE "${_written}" "${_source}" ONLY_IF_DIFFERENT)
  endif()
  set(_header "${_dir}/cudnn_strict_header_check.h")
  file(COPY_FILE "${_written}" "${_header}" ONLY_IF_DIFFERENT)
  string(REPLACE "\"" "\\\"" _quoted "${_header}")
  set(_option "$<$<COMPILE_LANGUAGE:CUDA>:SHELL:-include \"${_quoted}\">")
  foreach(_target IN LISTS ARGN)
    if(NOT TARGET ${_target})
      continue()
    endif()
    get_property(_sources TARGET ${_target} PROPERTY INTERFACE_SOURCES)
    if(_source AND NOT _source IN_LIST _sources)
      set_property(TARGET ${_target} APPEND PROPERTY INTERFACE_SOURCES "${_source}")
    endif()
    get_property(_options TARGET ${_target} PROPERTY INTERFACE_COMPILE_OPTIONS)
    if(NOT _option IN_LIST _options)
      set_property(TARGET ${_target} APPEND PROPERTY INTERFACE_COMPILE_OPTIONS "${_option}")
    endif()
  endforeach()
  set(_summary "")
  set(_warned FALSE)
  if(_count GREATER 0)
    math(EXPR _last "${_count} - 1")
    foreach(_i RANGE ${_last})
      _CuDNNStrict_get("${_report}" _ header_check.other.${_i}.summary header_check.other.${_i}.warning)
      string(APPEND _summary "\n  other header:  ${_header_check.other.${_i}.summary}")
      if(NOT _header_check.other.${_i}.warning STREQUAL "")
        message(WARNING "CuDNNStrict: ${_header_check.other.${_i}.warning}")
        set(_warned TRUE)
      endif()
    endforeach()
  endif()
  set(${out_source} "${_source}" PARENT_SCOPE)
  set(${out_summary} "${_summary}" PARENT_SCOPE)
  set(${out_warned} ${_warned} PARENT_SCOPE)
endfunction()
