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
# <toolkit_dirs> and, for a native build, /usr/local/include and
# /usr/include, which the compiler searches after the include path.  Sets
# <out_others> to those headers, one "<directory>|<header>|<version>" item
# each (<version> "unknown" when the reader cannot tell); writes the check
# as a C or C++ source, <out_source> ("" when neither is enabled; a CUDA
# source would make nvcc link every C target), and as a header that CUDA
# compiles include first, <out_header>: nvcc puts the toolkit's include
# directory after the command line's, so a CUDA source finds the
# toolkit's cudnn.h before an imported target's -isystem directory.
function(_CuDNNStrict_write_header_check installed gpu_check header version toolkit_dirs
    out_others out_source out_header)
  get_filename_component(_judged_dir "${header}" DIRECTORY)
  file(REAL_PATH "${_judged_dir}" _judged_real)
  set(_dirs ${toolkit_dirs})
  if(NOT CMAKE_CROSSCOMPILING)
    list(APPEND _dirs /usr/local/include /usr/include)
  endif()
  set(_seen "${_judged_real}")
  set(_search "")
  foreach(_dir IN LISTS _dirs)
    if(IS_DIRECTORY "${_dir}")
      file(REAL_PATH "${_dir}" _real)
      if(NOT _real IN_LIST _seen)
        list(APPEND _seen "${_real}")
        list(APPEND _search "${_dir}")
      endif()
    endif()
  endforeach()
  _CuDNNStrict_header_reader("${installed}" "${gpu_check}" _command _error)
  _CuDNNStrict_template(cudnn_strict_header_check.c.in _template)
  set(_written "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/header_check.txt")
  if(NOT _error)
    execute_process(COMMAND ${_command} --header-check "${header}" "${version}" --template "${_template}"
      --output "${_written}" --search ${_search} --format keyvalue
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
  set(_others "")
  if(_count GREATER 0)
    math(EXPR _last "${_count} - 1")
    foreach(_i RANGE ${_last})
      _CuDNNStrict_report_get("${_report}" header_check.other.${_i} _other)
      list(APPEND _others "${_other}")
    endforeach()
  endif()
  # One directory per judgement: sibling directories of a project may each
  # judge another cuDNN, and each one's targets check their own.
  string(SHA256 _key "${header}|${version}|${_others}")
  string(SUBSTRING "${_key}" 0 12 _key)
  set(_dir "${CMAKE_BINARY_DIR}/CuDNNStrict/header_check/${_key}")
  # Copied only when it changed, so that no target recompiles for nothing.
  _CuDNNStrict_unit_language(_extension _lang)
  set(_source "")
  if(_extension)
    set(_source "${_dir}/cudnn_strict_header_check.${_extension}")
    configure_file("${_written}" "${_source}" COPYONLY)
  endif()
  configure_file("${_written}" "${_dir}/cudnn_strict_header_check.h" COPYONLY)
  set(${out_others} "${_others}" PARENT_SCOPE)
  set(${out_source} "${_source}" PARENT_SCOPE)
  set(${out_header} "${_dir}/cudnn_strict_header_check.h" PARENT_SCOPE)
endfunction()

# Adds <source> (the check, "" for none) to the INTERFACE_SOURCES of each
# of the targets after it that exists, and <header> to what each CUDA
# compile of such a target includes first, once each.
function(_CuDNNStrict_add_header_check source header)
  string(REPLACE "\"" "\\\"" _quoted "${header}")
  set(_option "$<$<COMPILE_LANGUAGE:CUDA>:SHELL:-include \"${_quoted}\">")
  foreach(_target IN LISTS ARGN)
    if(NOT TARGET ${_target})
      continue()
    endif()
    get_property(_sources TARGET ${_target} PROPERTY INTERFACE_SOURCES)
    if(source AND NOT source IN_LIST _sources)
      set_property(TARGET ${_target} APPEND PROPERTY INTERFACE_SOURCES "${source}")
    endif()
    get_property(_options TARGET ${_target} PROPERTY INTERFACE_COMPILE_OPTIONS)
    if(NOT _option IN_LIST _options)
      set_property(TARGET ${_target} APPEND PROPERTY INTERFACE_COMPILE_OPTIONS "${_option}")
    endif()
  endforeach()
endfunction()

# Words <others> for the configure: one summary line each, appended to
# <summary_var>, and a warning for each in a directory the project already
# lists (<project_dirs>), whose targets compile it unless they link a
# CuDNNStrict:: target.  <header> and <version>: the judged header;
# <check>: the generated check ("" for none).  Sets <out_warned>.
function(_CuDNNStrict_word_other_headers summary_var header version others project_dirs check out_warned)
  get_filename_component(_judged_dir "${header}" DIRECTORY)
  set(_summary "${${summary_var}}")
  set(_warned FALSE)
  set(_project_real "")
  foreach(_dir IN LISTS project_dirs)
    if(IS_DIRECTORY "${_dir}")
      file(REAL_PATH "${_dir}" _real)
      list(APPEND _project_real "${_real}")
    endif()
  endforeach()
  foreach(_other IN LISTS others)
    string(REPLACE "|" ";" _other "${_other}")
    list(GET _other 0 _dir)
    list(GET _other 1 _file)
    list(GET _other 2 _other_version)
    _CuDNNStrict_words(_line SUMMARY_OTHER_HEADER file "${_file}" other_version "${_other_version}")
    string(APPEND _summary "\n  other header:  ${_line}")
    file(REAL_PATH "${_dir}" _real)
    if(_real IN_LIST _project_real)
      set(_words OTHER_HEADER_IN_PATH)
      if(NOT check)
        set(_words OTHER_HEADER_IN_PATH_UNCHECKED)
      endif()
      _CuDNNStrict_words(_text ${_words} dir "${_dir}" other_version "${_other_version}"
        file "${_file}" version "${version}" header "${header}" judged_dir "${_judged_dir}")
      message(WARNING "CuDNNStrict: ${_text}")
      set(_warned TRUE)
    endif()
  endforeach()
  set(${summary_var} "${_summary}" PARENT_SCOPE)
  set(${out_warned} ${_warned} PARENT_SCOPE)
endfunction()
