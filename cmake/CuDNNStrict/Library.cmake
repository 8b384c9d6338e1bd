# Distributed under the OSI-approved BSD 3-Clause License.
#
# Finding libcudnn, and the sub-libraries that libcudnn opens with dlopen
# from cuDNN 8 on.  pip wheels and Debian packages ship libcudnn.so.<major>
# only, so the versioned name is looked for before the unversioned one.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Windows.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(Locations.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(Processor.cmake)

# Sets <out_names> to the names find_library looks for in each directory,
# best first: the header's <major>, the unversioned development link, then
# any other major, so that a library of the wrong major is reported as a
# mismatch rather than as "not found" (cudnn64_9.dll on Windows, which has
# no link); and <out_wanted> to the first of them as a message names them.
# Each as the target names the files of <stem> (cudnn): the C core's
# table (base/cudnn_strict_naming.h), whose names the reader looks for.
function(_CuDNNStrict_library_names stem major out_names out_wanted)
  _CuDNNStrict_library_args("" _args)
  list(GET _args 1 _naming)
  file(READ "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../probe/base/cudnn_strict_naming.h" _table)
  if(NOT _table MATCHES "XX\\([A-Z]+, \"${_naming}\", \"([^\"]*)\", \"([^\"]*)\", \"([^\"]*)\", \"([^\"]*)\"\\)")
    message(FATAL_ERROR "_CuDNNStrict_library_names: the C core has no naming ${_naming} (base/cudnn_strict_naming.h)")
  endif()
  set(_before "${CMAKE_MATCH_1}${stem}${CMAKE_MATCH_2}")
  set(_after "${CMAKE_MATCH_3}")
  # Quoted: a group that matched nothing leaves its variable undefined.
  set(_plain "")
  if(NOT "${CMAKE_MATCH_4}" STREQUAL "")
    set(_plain "${CMAKE_MATCH_1}${stem}${CMAKE_MATCH_4}")
  endif()
  set(_names "")
  set(_wanted "${_before}<major>${_after}")
  if(NOT "${major}" STREQUAL "")
    list(APPEND _names ${_before}${major}${_after})
    set(_wanted "${_before}${major}${_after}")
  endif()
  list(APPEND _names ${_plain})
  if(_plain)
    string(APPEND _wanted " or ${_plain}")
  endif()
  # Then each other major, newest first, named in one pass.
  set(_others 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5)
  list(REMOVE_ITEM _others "${major}")
  list(TRANSFORM _others PREPEND "${_before}")
  list(TRANSFORM _others APPEND "${_after}")
  list(APPEND _names ${_others})
  set(${out_names} "${_names}" PARENT_SCOPE)
  set(${out_wanted} "${_wanted}" PARENT_SCOPE)
endfunction()

# Sets <out_args> to the reader's arguments after --library-file <file>:
# the target's file names and, where no probe loads the files (DLLs, a
# cross build without an emulator), the processor they must be built for,
# so that a host cuDNN in a target build is refused; then the header's
# <major> ("" when unknown: the file name's).
function(_CuDNNStrict_library_args major out_args)
  set(_args --naming posix)
  if(WIN32)
    _CuDNNStrict_dll_processor(_processor)
    set(_args --naming windows --processor ${_processor})
  elseif(CMAKE_CROSSCOMPILING AND NOT CMAKE_CROSSCOMPILING_EMULATOR)
    # The reader takes CMake's spelling of the processor (AMD64, arm64).
    list(APPEND _args --processor "${CMAKE_SYSTEM_PROCESSOR}")
  endif()
  if(major MATCHES "^[0-9]+$")
    list(APPEND _args --major ${major})
  endif()
  set(${out_args} ${_args} PARENT_SCOPE)
endfunction()

# Sets <out_report> to the reader's report on the library <file> (named
# by <label>, "" for an entry the search found) of the header's <major>:
# --library-file judges the file (configure/cudnn_strict_file_check.h)
# and, when it is usable, scans its sub-libraries in the same run
# (configure/cudnn_strict_sublibrary_scan.h).  Sets <out_file> to the file
# the reader accepts, or to "" with <out_error> its sentence when the file
# cannot be used.  Without the reader's answer (a configure that found no
# header builds none), the file is taken as found when it is there,
# unjudged: the search only names it as a runtime without its header, and
# the probe that loads it says what is wrong.
function(_CuDNNStrict_library_check file label major out_file out_error out_report)
  _CuDNNStrict_library_args("${major}" _args)
  if(label)
    list(APPEND _args --label "${label}")
  endif()
  set(_report "")
  if(DEFINED CACHE{_CuDNNStrict_READER})
    set(_command "$CACHE{_CuDNNStrict_READER}")
    list(POP_FRONT _command _program)
    # <file> quoted, not through a list: a ';' in it reaches the reader
    # whole, and the reader words it.
    execute_process(COMMAND ${_command} "${_program}" --library-file "${file}" ${_args}
      --format keyvalue OUTPUT_VARIABLE _report ERROR_QUIET)
  endif()
  _CuDNNStrict_get("${_report}" _ library_check.status library_check.file library_check.message)
  set(_file "")
  if(_library_check.status STREQUAL "OK")
    set(_file "${_library_check.file}")
  elseif(_library_check.status STREQUAL "" AND (EXISTS "${file}" OR IS_SYMLINK "${file}"))
    set(_file "${file}")
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_library_check.message}" PARENT_SCOPE)
  set(${out_report} "${_report}" PARENT_SCOPE)
endfunction()

# The search's CHECKER (Locations.cmake): sets <out_file> to libcudnn in
# <dir>, the first entry there of the names find_library looks for (the
# arguments after <out_error>), or <out_error> when that entry is
# unusable; both "" when <dir> holds none.  A dangling link and an
# unreadable file are entries, which EXISTS misses: the directory is
# listed, a glob character in its own name ([b], *) escaped to match
# itself.  An entry find_library could take is judged once the search
# ends, in the run that scans its sub-libraries (_CuDNNStrict_find_library);
# any other is judged here, so that it is named rather than passed over.
function(_CuDNNStrict_library_in dir out_file out_error)
  set(${out_file} "" PARENT_SCOPE)
  set(${out_error} "" PARENT_SCOPE)
  string(REPLACE "[" "[[]" _pattern "${dir}")
  string(REPLACE "*" "[*]" _pattern "${_pattern}")
  string(REPLACE "?" "[?]" _pattern "${_pattern}")
  file(GLOB _entries LIST_DIRECTORIES true RELATIVE "${dir}" "${_pattern}/*cudnn*")
  foreach(_name IN LISTS ARGN)
    # By name too: a directory this user may search but not list.
    set(_path "${dir}/${_name}")
    if(EXISTS "${_path}" AND NOT IS_DIRECTORY "${_path}")
      set(${out_file} "${_path}" PARENT_SCOPE)
      return()
    elseif(_name IN_LIST _entries OR EXISTS "${_path}" OR IS_SYMLINK "${_path}")
      _CuDNNStrict_library_check("${_path}" "" "" _file _error _report)
      set(${out_file} "${_file}" PARENT_SCOPE)
      set(${out_error} "${_error}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
endfunction()

# Sets <out_error> to <error>, the header search's failure, or, when the
# search found no header anywhere and yet finds a cuDNN library, to the
# words for the usual cause: the runtime installed without its development
# files (davisking/dlib#221).
function(_CuDNNStrict_runtime_without_header search error out_error)
  set(${out_error} "${error}" PARENT_SCOPE)
  if(NOT error MATCHES "^no cuDNN header ")
    return()
  endif()
  foreach(_major IN ITEMS 9 8)
    _CuDNNStrict_find_library("${search}" ${_major} _file _label _library_error _report)
    if(_file)
      _CuDNNStrict_words(_words LIBRARY_WITHOUT_HEADER major ${_major} file "${_file}" label "${_label}")
      set(${out_error} "${_words}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
endfunction()

# Finds libcudnn where <search> (Find.cmake) looks.  Sets
# <out_file>, <out_label> and <out_error>, and <out_report> to the
# reader's report on the file (_CuDNNStrict_library_check: its
# sub-libraries too).  CUDNN_LIBRARY, else the environment variable of
# that name (PyTorch's setup reads both), names the library file or a
# directory to search: PyTorch passes its CUDNN_LIB_DIR there.
function(_CuDNNStrict_find_library search major out_file out_label out_error out_report)
  set(_file "")
  # The setting a message names the file by: none for a file searched for.
  set(_named_by "")
  set(_label "ENV{CUDNN_LIBRARY}")
  set(_what "the environment variable CUDNN_LIBRARY")
  set(_error "")
  _CuDNNStrict_env(CUDNN_LIBRARY _given)
  if(CUDNN_LIBRARY)
    set(_given "${CUDNN_LIBRARY}")
    set(_label CUDNN_LIBRARY)
    set(_what CUDNN_LIBRARY)
  endif()
  _CuDNNStrict_library_names(cudnn "${major}" _names _wanted)
  if(_given STREQUAL "")
    set(_not_found LIBRARY_NOT_FOUND)
    if(WIN32)
      set(_not_found LIBRARY_NOT_FOUND_DLL)
    endif()
    _CuDNNStrict_search(lib "${search}" _file _label _error NAMES ${_names}
      CHECKER _CuDNNStrict_library_in CHECKER_ARGS ${_names}
      NOT_FOUND ${_not_found} wanted "${_wanted}")
  elseif(NOT IS_ABSOLUTE "${_given}")
    # The loader would search a relative name from the current directory,
    # which is never a place to load code from.
    _CuDNNStrict_words(_error LIBRARY_RELATIVE what "${_what}" given "${_given}")
  elseif(IS_DIRECTORY "${_given}")
    # The directory itself first (PyTorch's CUDNN_LIB_DIR), then as a prefix.
    _CuDNNStrict_prefix_dirs(lib "${_given}" _dirs)
    _CuDNNStrict_search_group(lib "${_given};${_dirs}" "${_names}" _CuDNNStrict_library_in
      "${_names}" _file _error)
    if(NOT _file AND NOT _error)
      _CuDNNStrict_words(_error LIBRARY_DIR_EMPTY what "${_what}" given "${_given}" wanted "${_wanted}")
    endif()
  else()
    set(_file "${_given}")
    set(_named_by "${_label}")
  endif()
  set(_report "")
  if(_file AND NOT _error)
    _CuDNNStrict_library_check("${_file}" "${_named_by}" "${major}" _file _error _report)
  endif()
  if(_error)
    set(_file "")
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_label} "${_label}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
  set(${out_report} "${_report}" PARENT_SCOPE)
endfunction()

# Completes the reader's <scan> of the files beside libcudnn
# (_CuDNNStrict_find_library's report on the findings' library, of the
# findings' header_major) and writes it to a file, with the command that
# ran it, for the C core to make the sub-library record from it and
# from the checks' report (configure/cudnn_strict_check_words.h): the checks
# program, or the reader's --verdict where none ran, ends with it.  A name
# missing beside libcudnn is looked for where else the loader or the search
# would find one (LD_LIBRARY_PATH first): only then, since listing every
# location's directories can ask Python.  A scan with no answer is asked
# once more, for the command its sentence names.  Puts the file into the
# findings value held in <findings_var> as sublibrary_scan_file, and the
# scan's digest as sublibrary_scan, which the probe's fingerprint stamps:
# a kept report holds the record made from it.
function(_CuDNNStrict_sublibrary_scan search scan findings_var)
  _CuDNNStrict_get("${${findings_var}}" "" library header_major)
  _CuDNNStrict_get("${scan}" _ sublibrary_scan.status sublibrary_scan.missing)
  set(_command "")
  if(_sublibrary_scan.missing OR _sublibrary_scan.status STREQUAL "")
    set(_dirs "")
    set(_ld_dirs "")
    if(_sublibrary_scan.missing)
      _CuDNNStrict_all_library_dirs("${search}" _dirs)
      _CuDNNStrict_env(LD_LIBRARY_PATH _ld_dirs)
      string(REPLACE ":" ";" _ld_dirs "${_ld_dirs}")
    endif()
    _CuDNNStrict_library_args("${header_major}" _args)
    _CuDNNStrict_read(scan _command --library-file "${library}" ${_args} --elsewhere ${_ld_dirs} ${_dirs})
  endif()
  set(_file "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/run/sublibrary-scan.txt")
  file(WRITE "${_file}" "sublibrary_scan.command=${_command}\n${scan}")
  string(SHA256 _digest "${scan}")
  _CuDNNStrict_put(${findings_var} sublibrary_scan "${_digest}" sublibrary_scan_file "${_file}")
  set(${findings_var} "${${findings_var}}" PARENT_SCOPE)
endfunction()
