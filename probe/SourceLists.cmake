# Distributed under the OSI-approved BSD 3-Clause License.
#
# What the CMake side takes from the C tree: the C sources of each program
# built from this folder, the one translation unit per program generated
# from them, and the facts about a cuDNN install that the core owns (the
# sub-library names).  Folders by layer, each including only from the
# folders below it (docs/architecture.md; tests/style/CheckLayers.cmake):
# include/ (the guard's public header), base/ (how the functions are
# declared, the sub-library list, the environment variables the checks
# read), platform/ (the operating system's
# calls: the dynamic loader shim, child processes, the POSIX shims for
# Windows), core/ (versions, the rule, the judgement, the known-bad table,
# the fix search, the words, the key=value writer), binary/ (the ELF and
# PE readers, the emulation of the loader's search, the release a file
# tells, the reader of ar archives, a root file system read from outside,
# the readers of container images: layer streams, tar, OCI and docker
# archives), guard/ (the runtime guard), gpu/ (the
# GPU check), configure/ (what the configure-time run checks, and the
# header facts), cli/ (cudnn-strict-probe's main, --check-binary, --python,
# --root and --image).  The module
# (cmake/CuDNNStrict/) and this folder's CMakeLists.txt both build from
# here, so the list is kept once.
#
# The programs:
#   probe          the cudnn-strict-probe tool: every check, --check-binary,
#                  and the header it was built with compiled in
#   configure      what a configure runs: the checks without --check-binary,
#                  reading the header it is given (one build serves every
#                  header),
#                  without the GPU check's code (a machine without a driver)
#   configure_gpu  the same with the GPU check's code
#   reader         what a configure reads of a cuDNN install's files (the
#                  version header, a binary's facts, the releases the
#                  sub-library files' names say): --header-facts,
#                  --file-facts and --sublibrary-files alone, built for the
#                  build machine in a cross build (a native one asks the
#                  configure program, which answers them too)
#   guard          the runtime guard

include_guard(GLOBAL)

# Sets <out> to the absolute paths of the C files of <program>, in the
# order its unit includes them: what every program shares first, then what
# the program adds.
function(_CuDNNStrict_program_sources program out)
  # What every program shares: the core and the platform calls it makes
  # (the loader shim, the process calls).
  set(_shared
    core/cudnn_strict_version.c core/cudnn_strict_known_bad.c
    core/cudnn_strict_judge.c platform/cudnn_strict_loader_common.c platform/cudnn_strict_loader_posix.c platform/cudnn_strict_loader_win32.c
    platform/cudnn_strict_process_posix.c platform/cudnn_strict_process_win32.c
    core/cudnn_strict_message.c core/cudnn_strict_ld_cache.c
    core/cudnn_strict_elf_header.c core/cudnn_strict_library_file.c
    core/cudnn_strict_fix.c core/cudnn_strict_note.c)
  # What the library and release checks add to what is shared.
  set(_checks core/cudnn_strict_writer.c
    platform/cudnn_strict_channel_posix.c platform/cudnn_strict_channel_win32.c
    binary/cudnn_strict_elf.c binary/cudnn_strict_ar.c binary/cudnn_strict_pe.c
    binary/cudnn_strict_rootfs.c
    binary/cudnn_strict_ld_posix.c binary/cudnn_strict_ld_win32.c
    binary/cudnn_strict_ld_common.c
    binary/cudnn_strict_release.c binary/cudnn_strict_header_file.c
    platform/cudnn_strict_child_posix.c platform/cudnn_strict_child_win32.c
    configure/cudnn_strict_release_check.c configure/cudnn_strict_static_check.c)
  # The GPU check; without its convolutions (_gpu_report) it reports why
  # it did not run.
  set(_gpu_report gpu/cudnn_strict_cudnn_api.c gpu/cudnn_strict_cudart_api.c
    gpu/cudnn_strict_gpu_report.c gpu/cudnn_strict_gpu.c)
  set(_gpu gpu/cudnn_strict_cudnn_api.c gpu/cudnn_strict_cudart_api.c gpu/cudnn_strict_gpu_numbers.c
    gpu/cudnn_strict_gpu_report.c gpu/cudnn_strict_gpu.c gpu/cudnn_strict_gpu_conv.c)
  # What the header's text says, as a configure reports it (with the
  # words of a directory that holds none).
  set(_header_report core/cudnn_strict_writer.c core/cudnn_strict_words.c
    core/cudnn_strict_elf_header.c binary/cudnn_strict_header_file.c
    binary/cudnn_strict_file_facts.c configure/cudnn_strict_header_report.c
    configure/cudnn_strict_sublibrary_files.c configure/cudnn_strict_sublibrary_scan.c
    configure/cudnn_strict_file_check.c configure/cudnn_strict_check_words.c
    configure/cudnn_strict_header_check_writer.c cli/cudnn_strict_arguments.c cli/cudnn_strict_reader.c)
  # --header-facts and --header-in, which every program that runs at
  # configure answers.
  set(_main core/cudnn_strict_words.c binary/cudnn_strict_file_facts.c configure/cudnn_strict_header_report.c
    configure/cudnn_strict_sublibrary_files.c configure/cudnn_strict_sublibrary_scan.c
    configure/cudnn_strict_file_check.c configure/cudnn_strict_check_words.c
    configure/cudnn_strict_header_check_writer.c cli/cudnn_strict_arguments.c cli/cudnn_strict_reader.c
    configure/cudnn_strict_agreement.c cli/cudnn_strict_probe.c)
  if(program STREQUAL "guard")
    # Without the fix search: it loads every copy of cuDNN it finds, which
    # a program's start-up should not pay, and it is a fifth of what every
    # guarded program would carry; the guard's message points to
    # cudnn-strict-probe --check-binary, which runs it.
    set(_files ${_shared} guard/cudnn_strict_guard.c)
    list(REMOVE_ITEM _files core/cudnn_strict_fix.c)
  elseif(program STREQUAL "probe")
    set(_files ${_shared} ${_checks} ${_gpu} configure/cudnn_strict_header_facts.c
      cli/cudnn_strict_deploy.c cli/cudnn_strict_deploy_win32.c
      cli/cudnn_strict_text_report.c cli/cudnn_strict_python.c
      binary/cudnn_strict_stream.c binary/cudnn_strict_tar.c binary/cudnn_strict_oci.c
      cli/cudnn_strict_image.c cli/cudnn_strict_words_cli.c ${_main})
  elseif(program STREQUAL "configure")
    set(_files ${_shared} ${_checks} ${_gpu_report} ${_main})
  elseif(program STREQUAL "configure_gpu")
    set(_files ${_shared} ${_checks} ${_gpu} ${_main})
  elseif(program STREQUAL "reader")
    # Every file that defines what the headers it includes declare (the
    # loader's, the known-bad table's, the messages'): in one unit those
    # declarations are static, and one left undefined fails a compile
    # with warnings as errors; what the reader never calls is not emitted.
    set(_files core/cudnn_strict_version.c core/cudnn_strict_known_bad.c
      platform/cudnn_strict_loader_common.c platform/cudnn_strict_loader_posix.c
      platform/cudnn_strict_loader_win32.c core/cudnn_strict_message.c ${_header_report})
  else()
    message(FATAL_ERROR "_CuDNNStrict_program_sources: no program '${program}' (guard, probe, configure, configure_gpu, reader)")
  endif()
  list(TRANSFORM _files PREPEND "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/")
  set(${out} ${_files} PARENT_SCOPE)
endfunction()

# Sets <out> to every source and header of this folder, for a fingerprint
# or a copy.
function(_CuDNNStrict_program_files out)
  # Listed once per CMake run: a configure asks up to four times.
  get_property(_files GLOBAL PROPERTY _CuDNNStrict_PROGRAM_FILES)
  if(NOT _files)
    file(GLOB_RECURSE _files LIST_DIRECTORIES false
      "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/*.c" "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/*.h")
    list(SORT _files)
    set_property(GLOBAL PROPERTY _CuDNNStrict_PROGRAM_FILES "${_files}")
  endif()
  set(${out} ${_files} PARENT_SCOPE)
endfunction()

# Sets <out> to the folders that hold the sources and headers, the include
# path of a unit.
function(_CuDNNStrict_program_include_dirs out)
  get_property(_dirs GLOBAL PROPERTY _CuDNNStrict_PROGRAM_INCLUDE_DIRS)
  if(NOT _dirs)
    _CuDNNStrict_program_files(_files)
    # Each file's folder: the files are absolute paths (a glob's).
    list(TRANSFORM _files REPLACE "/[^/]*$" "" OUTPUT_VARIABLE _dirs)
    list(REMOVE_DUPLICATES _dirs)
    set_property(GLOBAL PROPERTY _CuDNNStrict_PROGRAM_INCLUDE_DIRS "${_dirs}")
  endif()
  set(${out} ${_dirs} PARENT_SCOPE)
endfunction()

# Writes <unit>, the one translation unit of <program>: it includes the
# program's C files by name (through the include path, which no path can
# break) after making the core's functions static to the unit
# (cudnn_strict_internal.h).  A unit ending in .cpp compiles the same C99
# as C++.  Rewritten only when its text changes, so a rebuild stays quiet.
# FIX_DEFERRED leaves the fix search out of a configure program
# (configure/cudnn_strict_agreement.c says fix.search=DEFERRED instead).
function(_CuDNNStrict_write_unit program unit)
  cmake_parse_arguments(PARSE_ARGV 2 _unit "FIX_DEFERRED" "" "")
  _CuDNNStrict_program_sources(${program} _files)
  string(CONCAT _text
    "/* Generated by CuDNNStrict from probe/Sources.cmake: the ${program} as one translation unit. */\n"
    "#ifndef _GNU_SOURCE\n#define _GNU_SOURCE\n#endif\n"
    "#define CUDNN_STRICT_ONE_UNIT 1\n")
  if(program MATCHES "^configure")
    string(APPEND _text "#define CUDNN_STRICT_CONFIGURE_PROGRAM 1\n")
  elseif(program STREQUAL "reader")
    string(APPEND _text "#define CUDNN_STRICT_READER_PROGRAM 1\n")
  elseif(program STREQUAL "guard")
    string(APPEND _text "#define CUDNN_STRICT_GUARD_PROGRAM 1\n")
  endif()
  if(_unit_FIX_DEFERRED)
    string(APPEND _text "#define CUDNN_STRICT_FIX_DEFERRED 1\n")
  endif()
  foreach(_file IN LISTS _files)
    get_filename_component(_name "${_file}" NAME)
    string(APPEND _text "#include \"${_name}\"\n")
  endforeach()
  file(CONFIGURE OUTPUT "${unit}" CONTENT "${_text}")
endfunction()

# Sets <out> to the path of templates/<name>, the templates the programs'
# generated headers come from.
function(_CuDNNStrict_template name out)
  get_filename_component(_path "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../templates/${name}" ABSOLUTE)
  set(${out} "${_path}" PARENT_SCOPE)
endfunction()

# Writes <dir>/cudnn_strict_probe_config.h, which every probe source
# includes: the version header by <header_name> ("" for none: the
# configure-time checks are told the header facts), whether the CUDA
# runtime is linked (<have_cudart> 0 or 1), and, as an optional fourth
# argument, whether the GPU check's code is left out because the machine
# has no NVIDIA driver (0 or 1, default 0).
function(_CuDNNStrict_write_probe_config dir header_name have_cudart)
  set(_CuDNNStrict_PROBE_VERSION_INCLUDE "")
  if(NOT header_name STREQUAL "")
    set(_CuDNNStrict_PROBE_VERSION_INCLUDE "#include <${header_name}>")
  endif()
  set(_CuDNNStrict_PROBE_HAVE_CUDART "${have_cudart}")
  set(_CuDNNStrict_PROBE_NO_DRIVER 0)
  if(ARGC GREATER 3)
    set(_CuDNNStrict_PROBE_NO_DRIVER "${ARGV3}")
  endif()
  _CuDNNStrict_template(cudnn_strict_probe_config.h.in _template)
  configure_file("${_template}" "${dir}/cudnn_strict_probe_config.h" @ONLY)
endfunction()

# Sets <out> to the folders the cuDNN wheels install in under a
# site-packages directory, the full install first (nvidia/cudnn,
# nvidia/cudnn_jit), read from the C core's one list,
# base/cudnn_strict_wheels.h.
function(_CuDNNStrict_wheel_folders out)
  file(STRINGS "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/base/cudnn_strict_wheels.h" _lines
    REGEX "^  XX\\(\"[a-z_/]+\"\\)")
  string(REGEX MATCHALL "\"[a-z_/]+\"" _folders "${_lines}")
  list(TRANSFORM _folders REPLACE "\"" "")
  set(${out} ${_folders} PARENT_SCOPE)
endfunction()

# Sets <out_names> to the names of the cuDNN version header, best first,
# and <out_patterns> to the same as glob patterns (a major as *), read from
# the C core's one list, configure/cudnn_strict_header_report.h: the
# reader (--header-in) chooses among these names, and the search finds
# directories by them.
function(_CuDNNStrict_header_names out_names out_patterns)
  get_property(_names GLOBAL PROPERTY _CuDNNStrict_HEADER_NAMES)
  get_property(_patterns GLOBAL PROPERTY _CuDNNStrict_HEADER_PATTERNS)
  if(NOT _names)
    file(READ "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/configure/cudnn_strict_header_report.h" _text)
    string(REGEX MATCH "\n#define CUDNN_STRICT_HEADER_MAJOR_MAX ([0-9]+)\n" _ "${_text}")
    set(_max "${CMAKE_MATCH_1}")
    string(REGEX MATCHALL "\n  XX\\([a-z_]+, (PLAIN|MAJOR)\\)" _entries "${_text}")
    # The majors, newest first, listed once for every stem that takes one.
    set(_majors "")
    if(NOT _max STREQUAL "")
      foreach(_major RANGE ${_max} 0 -1)
        list(APPEND _majors ${_major})
      endforeach()
    endif()
    foreach(_entry IN LISTS _entries)
      string(REGEX MATCH "XX\\(([a-z_]+), (PLAIN|MAJOR)\\)" _ "${_entry}")
      set(_stem "${CMAKE_MATCH_1}")
      if(CMAKE_MATCH_2 STREQUAL "PLAIN")
        list(APPEND _names "${_stem}.h")
        list(APPEND _patterns "${_stem}.h")
      else()
        list(TRANSFORM _majors PREPEND "${_stem}" OUTPUT_VARIABLE _versioned)
        list(TRANSFORM _versioned APPEND ".h")
        list(APPEND _names ${_versioned})
        list(APPEND _patterns "${_stem}*.h")
      endif()
    endforeach()
    if(NOT _names OR _max STREQUAL "")
      message(FATAL_ERROR "_CuDNNStrict_header_names: no CUDNN_STRICT_HEADER_NAME_MAP in configure/cudnn_strict_header_report.h")
    endif()
    set_property(GLOBAL PROPERTY _CuDNNStrict_HEADER_NAMES "${_names}")
    set_property(GLOBAL PROPERTY _CuDNNStrict_HEADER_PATTERNS "${_patterns}")
  endif()
  set(${out_names} ${_names} PARENT_SCOPE)
  set(${out_patterns} ${_patterns} PARENT_SCOPE)
endfunction()

# Sets <out> to the names of the sub-libraries that every full release of
# cuDNN <major> ships (cnn for libcudnn_cnn.so.9, ...; empty for a major that
# has none), read from the C core's one list, base/cudnn_strict_sublibraries.h.
# Only a build where no probe runs (a cross build without an emulator) is
# judged by these alone: the probe reads which the found release ships.
# <major> ALL gives every name of every major (the valid COMPONENTS).
function(_CuDNNStrict_sublibrary_names major out)
  file(READ "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/base/cudnn_strict_sublibraries.h" _text)
  string(REGEX MATCHALL "\n  XX\\([0-9]+, [a-z_]+, [0-9]+, [A-Z]+, [A-Z]+\\)" _entries "${_text}")
  set(_first ${major}000)
  if(major MATCHES "^[0-9]+$" AND major GREATER_EQUAL 9)
    set(_first ${major}0000)
  endif()
  set(_names "")
  foreach(_entry IN LISTS _entries)
    if(NOT _entry MATCHES "XX\\(([0-9]+), ([a-z_]+), ([0-9]+), "
        OR CMAKE_MATCH_2 IN_LIST _names)
      continue()
    endif()
    if(major STREQUAL "ALL" OR (CMAKE_MATCH_1 STREQUAL "${major}" AND CMAKE_MATCH_3 STREQUAL "${_first}"))
      list(APPEND _names ${CMAKE_MATCH_2})
    endif()
  endforeach()
  set(${out} ${_names} PARENT_SCOPE)
endfunction()

# Sets <out_archives> (SUBLIBRARIES, SINGLE, or "" when the C core's list
# names none) and <out_needs> (FindCUDAToolkit's names, z for zlib) for the
# static archives of the release <code>, from base/cudnn_strict_sublibraries.h.
function(_CuDNNStrict_static_recipe code out_archives out_needs)
  file(READ "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/base/cudnn_strict_sublibraries.h" _text)
  string(REGEX MATCHALL "\n  XX\\([0-9]+, [0-9]+, [A-Z]+, [a-zA-Z_ ]+\\)" _entries "${_text}")
  set(_archives "")
  set(_needs "")
  foreach(_entry IN LISTS _entries)
    if(_entry MATCHES "XX\\(([0-9]+), ([0-9]+), ([A-Z]+), ([a-zA-Z_ ]+)\\)"
        AND code GREATER_EQUAL CMAKE_MATCH_1 AND code LESS_EQUAL CMAKE_MATCH_2)
      set(_archives "${CMAKE_MATCH_3}")
      string(REPLACE " " ";" _needs "${CMAKE_MATCH_4}")
    endif()
  endforeach()
  set(${out_archives} "${_archives}" PARENT_SCOPE)
  set(${out_needs} "${_needs}" PARENT_SCOPE)
endfunction()

# Sets <out> to the names of the XX(NAME) lines of the C table <file>.
function(_CuDNNStrict_name_table file out)
  # Read whole: the table's lines end in a backslash, which in a list of
  # lines (file(STRINGS)) escapes the separator and joins them into one.
  file(READ "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/${file}" _text)
  string(REGEX MATCHALL "\n  XX\\([A-Za-z0-9_]+\\)" _entries "${_text}")
  set(_names "")
  foreach(_entry IN LISTS _entries)
    if(_entry MATCHES "XX\\(([A-Za-z0-9_]+)\\)")
      list(APPEND _names ${CMAKE_MATCH_1})
    endif()
  endforeach()
  set(${out} ${_names} PARENT_SCOPE)
endfunction()

# Sets <out> to the environment variables that change what cuDNN computes
# or loads, read from the C core's one list
# (gpu/cudnn_strict_gpu_environment.h).
function(_CuDNNStrict_gpu_environment_names out)
  _CuDNNStrict_name_table(gpu/cudnn_strict_gpu_environment.h _names)
  set(${out} ${_names} PARENT_SCOPE)
endfunction()

# Sets <out> to the other environment variables the configure's checks
# read, read from the C core's one list (base/cudnn_strict_environment.h):
# what keys a run of the checks that build trees share.
function(_CuDNNStrict_environment_names out)
  _CuDNNStrict_name_table(base/cudnn_strict_environment.h _names)
  set(${out} ${_names} PARENT_SCOPE)
endfunction()

# Sets <out> to the words of the row <id> of the C core's table of the
# sentences a configure prints (core/cudnn_strict_words.h): its sentence,
# then " Fix: " and its fix when it has one, each @name@ replaced by the
# value that follows <name> in the arguments after <id> (a value may hold
# ';').  Read as data, as cudnn-strict-probe --words formats it: many are
# printed before any program of the module exists, or where none can run
# (a cross build without an emulator).  The table is read once per CMake
# run, and only on the path that prints words: a configure that prints
# nothing reads none.
function(_CuDNNStrict_words out id)
  get_property(_table GLOBAL PROPERTY _CuDNNStrict_WORDS_TABLE)
  if(NOT _table)
    file(READ "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/core/cudnn_strict_words.h" _table)
    set_property(GLOBAL PROPERTY _CuDNNStrict_WORDS_TABLE "${_table}")
  endif()
  # The row's line, taken whole: its strings may hold ';'.
  string(FIND "${_table}" "\n  XX(${id}, " _at)
  set(_row "")
  if(_at GREATER_EQUAL 0)
    math(EXPR _at "${_at} + 1")
    string(SUBSTRING "${_table}" ${_at} -1 _row)
    string(FIND "${_row}" "\n" _end)
    string(SUBSTRING "${_row}" 0 ${_end} _row)
  endif()
  if(NOT _row MATCHES "^  XX\\(${id}, \"(([^\"\\\\]|\\\\.)*)\", \"(([^\"\\\\]|\\\\.)*)\"\\)")
    message(FATAL_ERROR "_CuDNNStrict_words: the C core has no words ${id} (core/cudnn_strict_words.h)")
  endif()
  set(_sentence "${CMAKE_MATCH_1}")
  set(_fix "${CMAKE_MATCH_3}")
  set(_text "${_sentence}")
  if(NOT _fix STREQUAL "")
    string(APPEND _text " Fix: ${_fix}")
  endif()
  # The C string's escapes, then each placeholder in one pass: a value
  # (a path may hold '@') is never read for placeholders of its own.
  string(ASCII 1 _backslash)
  string(REPLACE "\\\\" "${_backslash}" _text "${_text}")
  string(REPLACE "\\\"" "\"" _text "${_text}")
  string(REPLACE "\\n" "\n" _text "${_text}")
  string(REPLACE "${_backslash}" "\\" _text "${_text}")
  math(EXPR _last "${ARGC} - 1")
  set(_names "")
  if(_last GREATER_EQUAL 2)
    foreach(_i RANGE 2 ${_last} 2)
      math(EXPR _v "${_i} + 1")
      list(APPEND _names "${ARGV${_i}}")
      set(_CuDNNStrict_words_${ARGV${_i}} "${ARGV${_v}}")
    endforeach()
  endif()
  string(REGEX MATCHALL "@[a-z_]+@" _placeholders "${_text}")
  foreach(_placeholder IN LISTS _placeholders)
    string(REPLACE "@" "" _name "${_placeholder}")
    if(NOT _name IN_LIST _names)
      message(FATAL_ERROR "_CuDNNStrict_words: the words ${id} need a value for ${_name}")
    endif()
  endforeach()
  string(REGEX REPLACE "@([a-z_]+)@" "@_CuDNNStrict_words_\\1@" _text "${_text}")
  string(CONFIGURE "${_text}" _text @ONLY)
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()
