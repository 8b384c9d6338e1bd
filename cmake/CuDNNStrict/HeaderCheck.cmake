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
# when the header it finds is another release (found by
# _CuDNNStrict_other_headers, Header.cmake).

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

# Sets <out> to <text> in double quotes for #error, which prints it as
# written: only a quote and a backslash need escaping, and a line break
# would end the directive.
function(_CuDNNStrict_error_text text out)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REGEX REPLACE "[\r\n]" " " text "${text}")
  set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# Writes the check of <header> (cuDNN <version>), naming each of <others>
# (_CuDNNStrict_other_headers) when it is the one found: as a C or C++
# source, <out_source> ("" when neither is enabled; a CUDA source would
# make nvcc link every C target), and as a header that CUDA compiles
# include first, <out_header>: nvcc puts the toolkit's include directory
# after the command line's, so a CUDA source finds the toolkit's cudnn.h
# before an imported target's -isystem directory.
function(_CuDNNStrict_write_header_check header version others out_source out_header)
  _CuDNNStrict_unit_language(_extension _lang)
  # Debian's cudnn_version_v9.h is reached by its unversioned name
  # (Targets.cmake links it into the binary tree where it is missing).
  get_filename_component(_name "${header}" NAME)
  string(REGEX REPLACE "_v[0-9]+[.]h$" ".h" _CuDNNStrict_check_header_name "${_name}")
  get_filename_component(_judged_dir "${header}" DIRECTORY)
  string(REPLACE "." ";" _parts "${version}")
  list(GET _parts 0 _CuDNNStrict_check_major)
  list(GET _parts 1 _CuDNNStrict_check_minor)
  list(GET _parts 2 _CuDNNStrict_check_patch)
  foreach(_words IN ITEMS UNDEFINED OTHER OTHER_CUDA)
    _CuDNNStrict_words(_text_${_words} HEADER_CHECK_${_words} name "${_CuDNNStrict_check_header_name}"
      version "${version}" header "${header}" dir "${_judged_dir}")
  endforeach()
  _CuDNNStrict_error_text("CuDNNStrict: ${_text_UNDEFINED}" _CuDNNStrict_check_undefined_literal)
  _CuDNNStrict_error_text("CuDNNStrict: ${_text_OTHER}" _CuDNNStrict_check_other_literal)
  _CuDNNStrict_error_text("CuDNNStrict: ${_text_OTHER_CUDA}" _CuDNNStrict_check_other_cuda_literal)
  set(_CuDNNStrict_check_branches "")
  set(_CuDNNStrict_check_cuda_branches "")
  # One branch per release: two directories may hold the same one (the
  # toolkit's, and /usr/local/include linking to it).
  set(_versions "")
  foreach(_other IN LISTS others)
    string(REPLACE "|" ";" _other "${_other}")
    list(GET _other 0 _dir)
    list(GET _other 1 _file)
    list(GET _other 2 _other_version)
    if(_other_version STREQUAL "unknown")
      continue()
    endif()
    string(REPLACE "." "_" _key "${_other_version}")
    if(NOT _other_version IN_LIST _versions)
      list(APPEND _versions "${_other_version}")
      set(_files_${_key} "${_file}")
      set(_dirs_${_key} "${_dir}")
    else()
      string(APPEND _files_${_key} " or ${_file}")
      string(APPEND _dirs_${_key} " or ${_dir}")
    endif()
  endforeach()
  foreach(_other_version IN LISTS _versions)
    string(REPLACE "." "_" _key "${_other_version}")
    string(REGEX REPLACE "^([0-9]+)[.]([0-9]+)[.]([0-9]+)$"
      "#elif CUDNN_MAJOR == \\1 && CUDNN_MINOR == \\2 && CUDNN_PATCHLEVEL == \\3" _condition "${_other_version}")
    # RELEASE words the C and C++ branches, RELEASE_CUDA the CUDA ones.
    foreach(_cuda IN ITEMS "" _cuda)
      string(TOUPPER "${_cuda}" _words)
      _CuDNNStrict_words(_text HEADER_CHECK_RELEASE${_words} name "${_CuDNNStrict_check_header_name}"
        version "${version}" header "${header}" dir "${_judged_dir}" files "${_files_${_key}}"
        other_version "${_other_version}" dirs "${_dirs_${_key}}")
      _CuDNNStrict_error_text("CuDNNStrict: ${_text}" _literal)
      string(APPEND _CuDNNStrict_check${_cuda}_branches "${_condition}\n#error ${_literal}\n")
    endforeach()
  endforeach()
  _CuDNNStrict_template(cudnn_strict_header_check.c.in _template)
  # One directory per judgement: sibling directories of a project may each
  # judge another cuDNN, and each one's targets check their own.
  string(SHA256 _key "${header}|${version}|${others}")
  string(SUBSTRING "${_key}" 0 12 _key)
  set(_dir "${CMAKE_BINARY_DIR}/CuDNNStrict/header_check/${_key}")
  set(_source "")
  if(_extension)
    set(_source "${_dir}/cudnn_strict_header_check.${_extension}")
    configure_file("${_template}" "${_source}" @ONLY)
  endif()
  configure_file("${_template}" "${_dir}/cudnn_strict_header_check.h" @ONLY)
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
