# Distributed under the OSI-approved BSD 3-Clause License.
#
# Compiling the probe's programs, with the probe's own flags and dialect:
# the reader of the found files and the program that runs the checks (or
# the installed cudnn-strict-probe, or one from the per-user cache).

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(ProbeCache.cmake)

# Sets <out> to "<name> <SHA-256>" lines of the probe's sources and its
# configuration header's template, for the fingerprint and the per-user
# cache; once a configure.  Hashing the 1.2 MB of sources was a tenth of
# another build tree's configure, so the per-user cache keeps the lines
# under the files' "<path> <size> <time>" stamps, as git's index trusts
# unchanged stamps (a source edited in place changes its time).
function(_CuDNNStrict_sources_digest out)
  get_property(_digest GLOBAL PROPERTY _CuDNNStrict_SOURCES_DIGEST)
  if(NOT _digest)
    _CuDNNStrict_program_files(_files)
    _CuDNNStrict_template(cudnn_strict_probe_config.h.in _template)
    list(APPEND _files "${_template}")
    set(_inputs "format 1\nsources digest\n")
    set(_times "")
    foreach(_file IN LISTS _files)
      file(SIZE "${_file}" _size)
      file(TIMESTAMP "${_file}" _time "%s.%f" UTC)
      string(APPEND _inputs "${_file} ${_size} ${_time}\n")
      list(APPEND _times "${_time}")
    endforeach()
    _CuDNNStrict_cache_lookup("${_inputs}" digest.txt _entry _state)
    if(_state STREQUAL "HIT")
      file(READ "${_entry}/digest.txt" _digest)
    else()
      # Not kept while a source is from the last two seconds (or the
      # future): one written in the second its time was taken could change
      # again within it, unseen where times have no microseconds (CMake
      # before 3.23), as git's index treats a racy entry.
      string(TIMESTAMP _now "%s" UTC)
      math(EXPR _settled "${_now} - 1")
      # The times the key holds, whole seconds: not taken again.
      foreach(_file _time IN ZIP_LISTS _files _times)
        file(SHA256 "${_file}" _hash)
        get_filename_component(_name "${_file}" NAME)
        string(APPEND _digest "${_name} ${_hash}\n")
        string(REGEX REPLACE "[.].*$" "" _time "${_time}")
        if(NOT _time LESS _settled)
          set(_state KEEP)
        endif()
      endforeach()
      set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/sources")
      file(WRITE "${_dir}/digest.txt" "${_digest}")
      _CuDNNStrict_cache_store("${_entry}" ${_state} "${_inputs}" "${_dir}" digest.txt)
    endif()
    set_property(GLOBAL PROPERTY _CuDNNStrict_SOURCES_DIGEST "${_digest}")
  endif()
  set(${out} "${_digest}" PARENT_SCOPE)
endfunction()

# Sets <out_config> to try_compile's configuration (DEBUG by default),
# <out_flags> and <out_config_flags> to the probe's <lang> flags and those
# of that configuration: the project's without diagnostics, dialect or
# debugging (-W but not -Wl,/-Wa,/-Wp,, -pedantic, -ansi, -std=, -g: debug
# information is a tenth of its compile), which keeps what the target
# needs (a sysroot, -m32, -march).
function(_CuDNNStrict_probe_flags lang out_config out_flags out_config_flags)
  _CuDNNStrict_value(CMAKE_TRY_COMPILE_CONFIGURATION _config)
  string(TOUPPER "${_config}" _config)
  if(NOT _config)
    set(_config DEBUG)
  endif()
  _CuDNNStrict_value(CMAKE_${lang}_FLAGS _flags)
  _CuDNNStrict_value(CMAKE_${lang}_FLAGS_${_config} _config_flags)
  set(_left_out "(^|[ \t])(-W([^lap \t]|[lap][^, \t])[^ \t]*|-pedantic[^ \t]*|-ansi|-std=[^ \t]*|-g[^ \t]*)")
  string(REGEX REPLACE "${_left_out}" "\\1" _flags "${_flags}")
  string(REGEX REPLACE "${_left_out}" "\\1" _config_flags "${_config_flags}")
  set(${out_config} ${_config} PARENT_SCOPE)
  set(${out_flags} "${_flags}" PARENT_SCOPE)
  set(${out_config_flags} "${_config_flags}" PARENT_SCOPE)
endfunction()

# Compiles <unit> into the executable <output>, linked with <libraries>;
# sets <out_ok> and <out_log> (the command, the compiler's output, its
# exit status).  <host>: the build machine's C compiler, with GCC's
# options and nothing of the target's toolchain; else the project's, with
# the probe's flags and its C99 (or C++11) dialect, as one command where
# it takes GCC's options, through try_compile otherwise (a whole nested
# project, several times the compile itself).
function(_CuDNNStrict_compile_unit unit output include_dirs libraries host out_ok out_log)
  get_filename_component(_dir "${output}" DIRECTORY)
  file(REMOVE "${output}")
  set(_lang CXX)
  set(_standard 11)
  if("${unit}" MATCHES "\\.c$")
    set(_lang C)
    set(_standard 99)
  endif()
  set(_dialect "${CMAKE_${_lang}${_standard}_EXTENSION_COMPILE_OPTION}")
  _CuDNNStrict_probe_flags(${_lang} _config _flags _config_flags)
  list(TRANSFORM include_dirs PREPEND -I OUTPUT_VARIABLE _includes)
  set(_command "")
  if(host)
    set(_command "${host}" -std=gnu99 -O1 ${_includes} "${unit}" -o "${output}")
  elseif(CMAKE_${_lang}_COMPILER_ID MATCHES "^(GNU|Clang|AppleClang|IntelLLVM)$"
      AND NOT "${CMAKE_${_lang}_SIMULATE_ID}" STREQUAL "MSVC"
      AND NOT "${CMAKE_${_lang}_COMPILER_FRONTEND_VARIANT}" STREQUAL "MSVC"
      AND _dialect AND NOT CMAKE_${_lang}_COMPILER_LAUNCHER)
    separate_arguments(_flags UNIX_COMMAND "${_flags} ${_config_flags}")
    _CuDNNStrict_value(CMAKE_EXE_LINKER_FLAGS_${_config} _config_link_flags)
    separate_arguments(_link_flags UNIX_COMMAND "${CMAKE_EXE_LINKER_FLAGS} ${_config_link_flags}")
    separate_arguments(_command UNIX_COMMAND "${CMAKE_${_lang}_COMPILER_ARG1}")
    list(PREPEND _command "${CMAKE_${_lang}_COMPILER}")
    foreach(_option IN ITEMS TARGET EXTERNAL_TOOLCHAIN)
      if(CMAKE_${_lang}_COMPILER_${_option} AND CMAKE_${_lang}_COMPILE_OPTIONS_${_option})
        list(APPEND _command "${CMAKE_${_lang}_COMPILE_OPTIONS_${_option}}${CMAKE_${_lang}_COMPILER_${_option}}")
      endif()
    endforeach()
    _CuDNNStrict_value(CMAKE_SYSROOT _sysroot)
    if(CMAKE_SYSROOT_LINK)
      set(_sysroot "${CMAKE_SYSROOT_LINK}")
    endif()
    if(_sysroot AND CMAKE_${_lang}_SYSROOT_FLAG)
      list(APPEND _command "${CMAKE_${_lang}_SYSROOT_FLAG}${_sysroot}")
    endif()
    list(APPEND _command ${_flags} ${_dialect} ${_includes} "${unit}" -o "${output}" ${_link_flags})
    if(NOT WIN32)  # a PE file has no RUNPATH
      list(APPEND _command "-Wl,--enable-new-dtags")
    endif()
    foreach(_library IN LISTS libraries)
      if(_library STREQUAL "CUDA::cudart")
        set(_library "${CUDA_cudart_LIBRARY}")
      endif()
      if(IS_ABSOLUTE "${_library}")
        # A file (a cross build's CUDA runtime is one): found again where
        # it was, as a shared library would be.
        list(APPEND _command "${_library}")
        if(NOT WIN32)
          get_filename_component(_library_dir "${_library}" DIRECTORY)
          list(APPEND _command "-Wl,-rpath,${_library_dir}")
        endif()
      else()
        list(APPEND _command "-l${_library}")
      endif()
    endforeach()
  endif()
  if(_command)
    execute_process(COMMAND ${_command} WORKING_DIRECTORY "${_dir}"
      RESULT_VARIABLE _rc OUTPUT_VARIABLE _log ERROR_VARIABLE _log)
    string(REPLACE ";" " " _shown "${_command}")
    set(_log "${_shown}\n${_log}exit status ${_rc}\n")
    set(_compiled FALSE)
    if(_rc EQUAL 0 AND EXISTS "${output}")
      set(_compiled TRUE)
    endif()
  else()
    # try_compile takes the flags from this scope.
    set(CMAKE_${_lang}_FLAGS "${_flags}")
    set(CMAKE_${_lang}_FLAGS_${_config} "${_config_flags}")
    set(CMAKE_TRY_COMPILE_TARGET_TYPE EXECUTABLE)
    # RUNPATH rather than RPATH: LD_LIBRARY_PATH then picks the CUDA
    # runtime, as it does for most applications.  (A PE file has neither.)
    set(_link_options "")
    if(NOT WIN32)
      set(_link_options LINK_OPTIONS "-Wl,--enable-new-dtags")
    endif()
    try_compile(_compiled "${_dir}/try"
      SOURCES "${unit}"
      CMAKE_FLAGS "-DINCLUDE_DIRECTORIES=${include_dirs}"
      LINK_LIBRARIES ${libraries}
      ${_link_options}
      ${_lang}_STANDARD ${_standard} ${_lang}_STANDARD_REQUIRED ON ${_lang}_EXTENSIONS ON
      OUTPUT_VARIABLE _log
      COPY_FILE "${output}")
  endif()
  set(${out_ok} "${_compiled}" PARENT_SCOPE)
  set(${out_log} "${_log}" PARENT_SCOPE)
endfunction()

# Sets <out> to the text that decides what the compiler makes of a probe
# unit, which keys the per-user cache: the compiler (the build machine's
# <host>, else the project's) and what it is given, the sources, the CUDA
# toolkit.
function(_CuDNNStrict_build_inputs host out)
  _CuDNNStrict_sources_digest(_sources)
  if(host)
    set(${out} "format 2\nhost ${host}\n${_sources}" PARENT_SCOPE)
    return()
  endif()
  _CuDNNStrict_unit_language(_extension _lang)
  _CuDNNStrict_probe_flags(${_lang} _config _flags _config_flags)
  set(_inputs "format 2\nunit ${_extension}\nflags=${_flags} ${_config_flags}\n")
  foreach(_var IN ITEMS CMAKE_${_lang}_COMPILER CMAKE_${_lang}_COMPILER_ID CMAKE_${_lang}_COMPILER_VERSION
      CMAKE_${_lang}_COMPILER_ARG1 CMAKE_${_lang}_COMPILER_TARGET CMAKE_${_lang}_COMPILER_LAUNCHER
      CMAKE_${_lang}_COMPILER_EXTERNAL_TOOLCHAIN CMAKE_SYSROOT CMAKE_SYSROOT_COMPILE CMAKE_SYSROOT_LINK
      CMAKE_CROSSCOMPILING_EMULATOR CMAKE_TRY_COMPILE_CONFIGURATION CMAKE_EXE_LINKER_FLAGS
      CMAKE_EXE_LINKER_FLAGS_${_config} CMAKE_DL_LIBS CUDAToolkit_INCLUDE_DIRS CUDAToolkit_VERSION
      CUDA_cudart_LIBRARY)
    _CuDNNStrict_value(${_var} _value)
    string(APPEND _inputs "${_var}=${_value}\n")
  endforeach()
  set(${out} "${_inputs}${_sources}" PARENT_SCOPE)
endfunction()

# Sets <out_program> to <program> of the probe (SourceLists.cmake's
# reader, configure or configure_gpu) compiled in <dir>, or to the copy
# the per-user cache keeps; <out_from> to "built" or "cache"; <out_error>
# to why it did not compile (<what> names it), its log kept in <dir>.
# The options, which key the per-user cache with the compiler and the
# sources: HOST <compiler> (_CuDNNStrict_compile_unit's <host>),
# LIBRARIES and INCLUDE_DIRS (beside the probe's own), CONFIG
# <have_cudart> <no_driver> (the configuration header, written in <dir>),
# FIX_DEFERRED.  Asked twice a configure (to read the header, then for
# the checks): one lookup (a process and a hash) serves both.
function(_CuDNNStrict_build_program program dir what out_program out_from out_error)
  cmake_parse_arguments(PARSE_ARGV 6 _opt "FIX_DEFERRED" "HOST" "LIBRARIES;INCLUDE_DIRS;CONFIG")
  set(${out_program} "" PARENT_SCOPE)
  set(${out_error} "" PARENT_SCOPE)
  if(program STREQUAL "reader")
    set(_unit "${dir}/cudnn_strict_reader_unit.c")
    set(_name "cudnn-strict-reader${CMAKE_HOST_EXECUTABLE_SUFFIX}")
  else()
    _CuDNNStrict_unit_language(_extension _)
    if(NOT _extension)
      _CuDNNStrict_words(_error PROBE_NO_LANGUAGE)
      set(${out_error} "${_error}" PARENT_SCOPE)
      return()
    endif()
    set(_unit "${dir}/cudnn_strict_configure_unit.${_extension}")
    set(_name "cudnn-strict-probe${CMAKE_EXECUTABLE_SUFFIX}")
  endif()
  _CuDNNStrict_build_inputs("${_opt_HOST}" _inputs)
  string(APPEND _inputs "program ${program} ${ARGN}\n")
  string(SHA256 _memo "${dir}\n${_inputs}")
  get_property(_built GLOBAL PROPERTY _CuDNNStrict_BUILT_${_memo})
  string(REGEX REPLACE "^[a-z]+ " "" _path "${_built}")
  if(NOT _built OR NOT EXISTS "${_path}")
    _CuDNNStrict_cache_lookup("${_inputs}" "${_name}" _entry _state)
    set(_built "cache ${_entry}/${_name}")
    if(NOT _state STREQUAL "HIT")
      _CuDNNStrict_program_include_dirs(_include_dirs)
      list(APPEND _include_dirs ${_opt_INCLUDE_DIRS})
      if(_opt_CONFIG)
        _CuDNNStrict_write_probe_config("${dir}" "" ${_opt_CONFIG})
        list(PREPEND _include_dirs "${dir}")
      endif()
      set(_unit_options "")
      if(_opt_FIX_DEFERRED)
        set(_unit_options FIX_DEFERRED)
      endif()
      _CuDNNStrict_write_unit(${program} "${_unit}" ${_unit_options})
      _CuDNNStrict_compile_unit("${_unit}" "${dir}/${_name}" "${_include_dirs}" "${_opt_LIBRARIES}"
        "${_opt_HOST}" _ok _log)
      if(NOT _ok)
        _CuDNNStrict_compile_failure("${_unit}" "${_opt_HOST}" "${what}" "${_log}" _error)
        set(${out_error} "${_error}" PARENT_SCOPE)
        return()
      endif()
      _CuDNNStrict_cache_store("${_entry}" ${_state} "${_inputs}" "${dir}" "${_name}")
      set(_built "built ${dir}/${_name}")
    endif()
    set_property(GLOBAL PROPERTY _CuDNNStrict_BUILT_${_memo} "${_built}")
  endif()
  string(REGEX MATCH "^([a-z]+) (.+)$" _ "${_built}")
  set(${out_from} ${CMAKE_MATCH_1} PARENT_SCOPE)
  set(${out_program} "${CMAKE_MATCH_2}" PARENT_SCOPE)
endfunction()

# Sets <out_error> to why <unit> did not compile, given the compiler's
# <log> (kept beside the unit): the first error it wrote (not the command,
# the log's first line), else its exit status.  When a program that
# includes nothing of cuDNN fails too, the compiler or the flags the probe
# keeps from the project are to blame.
function(_CuDNNStrict_compile_failure unit host what log out_error)
  get_filename_component(_dir "${unit}" DIRECTORY)
  get_filename_component(_extension "${unit}" LAST_EXT)
  file(WRITE "${_dir}/compile.log" "${log}")
  string(REGEX MATCH "\n[^\n]*error[^\n]*|exit status [0-9]+\n$" _first_error "${log}")
  string(STRIP "${_first_error}" _first_error)
  if(host)
    _CuDNNStrict_words(_reason READER_HOST_COMPILE_FAILED compiler "${host}" error "${_first_error}"
      log "${_dir}/compile.log")
    set(${out_error} "${_reason}" PARENT_SCOPE)
    return()
  endif()
  file(WRITE "${_dir}/control${_extension}" "#include <stdio.h>\nint main(void) { return puts(\"\") < 0; }\n")
  _CuDNNStrict_compile_unit("${_dir}/control${_extension}" "${_dir}/control" "" "" "" _control_ok _control_log)
  if(_control_ok)
    _CuDNNStrict_words(_reason PROBE_COMPILE_FAILED what "${what}" error "${_first_error}"
      log "${_dir}/compile.log")
  else()
    _CuDNNStrict_unit_language(_ _lang)
    file(WRITE "${_dir}/control.log" "${_control_log}")
    string(REGEX MATCH "\n[^\n]*error[^\n]*" _control_error "${_control_log}")
    string(STRIP "${_control_error}" _control_error)
    _CuDNNStrict_probe_flags(${_lang} _ _flags _)
    _CuDNNStrict_words(_reason COMPILER_BROKEN lang ${_lang} compiler "${CMAKE_${_lang}_COMPILER}"
      flags "${_flags}" error "${_control_error}" log "${_dir}/control.log")
  endif()
  set(${out_error} "${_reason}" PARENT_SCOPE)
endfunction()

# Sets <out_program> to the program that reads the found files
# (cudnn-strict-probe --header-facts), with <out_emulator> the command that
# runs it ("" for this machine), or to "" with <out_error>.  Wherever the
# checks run here (natively, or under CMAKE_CROSSCOMPILING_EMULATOR) it is
# the <installed> tool ("" for none) or the checks program, which a
# configure needs anyway (<gpu_check> as for _CuDNNStrict_checks_program).  It reads files and runs nothing, so a
# cross build compiles it with the build machine's C compiler where it has
# one, CUDNN_STRICT_HOST_C_COMPILER (cc, gcc or clang on PATH by default):
# no emulator then runs it.  Nothing of the cuDNN header goes into it: one
# build serves every header.
function(_CuDNNStrict_reader_program installed gpu_check out_program out_emulator out_error)
  set(_what "the program that reads the cuDNN header")
  set(_program "")
  set(_emulator "")
  if(CMAKE_CROSSCOMPILING AND NOT CUDNN_STRICT_HOST_C_COMPILER)
    find_program(CUDNN_STRICT_HOST_C_COMPILER NAMES cc gcc clang NO_CMAKE_FIND_ROOT_PATH
      DOC "The C compiler of the build machine, which a cross build compiles the header reader with")
    mark_as_advanced(CUDNN_STRICT_HOST_C_COMPILER)
  endif()
  if(CMAKE_CROSSCOMPILING AND CUDNN_STRICT_HOST_C_COMPILER)
    # The build machine's program: nothing of the target's toolchain.
    _CuDNNStrict_build_program(reader "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/probe/reader" "${_what}"
      _program _from _error
      HOST "${CUDNN_STRICT_HOST_C_COMPILER}")
  elseif(CMAKE_CROSSCOMPILING AND NOT CMAKE_CROSSCOMPILING_EMULATOR)
    _CuDNNStrict_words(_error READER_NO_HOST_COMPILER)
  else()
    # The runtime the checks use is FindCUDAToolkit's natively, the
    # target's in a cross build (Runtime.cmake), not yet found at this
    # step: a wrong guess costs a second compile, never a wrong answer,
    # since both read alike.
    set(_cudart "")
    set(_cudart_include "")
    if(TARGET CUDA::cudart AND NOT CMAKE_CROSSCOMPILING)
      set(_cudart CUDA::cudart)
      set(_cudart_include "${CUDAToolkit_INCLUDE_DIRS}")
    endif()
    _CuDNNStrict_checks_program("${_cudart}" "${_cudart_include}" "${installed}" "${gpu_check}"
      _program _from _error WHAT "${_what}")
    _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  endif()
  set(${out_program} "${_program}" PARENT_SCOPE)
  set(${out_emulator} "${_emulator}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets <out> to TRUE when this machine may have a GPU the check can use
# (<cudart>, <gpu_check> not OFF): an NVIDIA driver, a GPU device node
# (WSL's /dev/dxg too), or a CUDA driver or runtime on LD_LIBRARY_PATH (a
# container's mounted driver).  Elsewhere the GPU check's code is not
# compiled; the fingerprint covers all of these.
function(_CuDNNStrict_gpu_may_run cudart gpu_check out)
  set(${out} FALSE PARENT_SCOPE)
  if(NOT cudart OR gpu_check STREQUAL "OFF")
    return()
  endif()
  if(CMAKE_CROSSCOMPILING OR EXISTS /proc/driver/nvidia/version OR EXISTS /dev/dxg)
    set(${out} TRUE PARENT_SCOPE)
    return()
  endif()
  _CuDNNStrict_env(LD_LIBRARY_PATH _dirs)
  string(REPLACE ":" ";" _dirs "${_dirs}")
  list(REMOVE_ITEM _dirs "")
  list(TRANSFORM _dirs APPEND "/libcuda.so*" OUTPUT_VARIABLE _drivers)
  list(TRANSFORM _dirs APPEND "/libcudart.so*" OUTPUT_VARIABLE _runtimes)
  file(GLOB _found /dev/nvidia* ${_drivers} ${_runtimes})
  if(_found)
    set(${out} TRUE PARENT_SCOPE)
  endif()
endfunction()

# Sets <out> to TRUE when the <installed> tool ("" for none) may run the
# checks: it is there, and this machine, the only one it runs on, is the
# target.  The fingerprint then stamps the tool rather than its sources.
function(_CuDNNStrict_installed_answers installed out)
  set(${out} FALSE PARENT_SCOPE)
  if(installed AND EXISTS "${installed}" AND NOT CMAKE_CROSSCOMPILING)
    set(${out} TRUE PARENT_SCOPE)
  endif()
endfunction()

# Sets <out_program> to the program that runs the configure-time checks
# ("" on failure, with <out_error>) and <out_from> to where it came from:
# "installed" (<installed>, "" for none), "cache" (the per-user cache) or
# "built" (in the build tree);
# <cudart> and <cudart_include_dirs>: the target's CUDA runtime (a target
# or a file, "" for none) and its headers; <gpu_check>:
# CUDNN_STRICT_GPU_CHECK.  PASS_OVER_INSTALLED passes the installed tool
# over (it could not start).  Without FIX_SEARCH the program leaves the
# fix search out, which only a refusal runs: an eighth less to compile
# (docs/benchmarks.md).  WHAT names the program in a failure's words.
function(_CuDNNStrict_checks_program cudart cudart_include_dirs installed gpu_check
    out_program out_from out_error)
  cmake_parse_arguments(PARSE_ARGV 7 _opt "PASS_OVER_INSTALLED;FIX_SEARCH" "WHAT" "")
  _CuDNNStrict_installed_answers("${installed}" _answers)
  if(_answers AND NOT _opt_PASS_OVER_INSTALLED)  # it has the fix search
    set(${out_program} "${installed}" PARENT_SCOPE)
    set(${out_from} installed PARENT_SCOPE)
    set(${out_error} "" PARENT_SCOPE)
    return()
  endif()
  if(NOT _opt_WHAT)
    set(_opt_WHAT "the program that checks the cuDNN library")
  endif()
  _CuDNNStrict_gpu_may_run("${cudart}" "${gpu_check}" _gpu)
  set(_program configure)
  set(_options LIBRARIES ${CMAKE_DL_LIBS} CONFIG 0 0)
  if(_gpu)
    set(_program configure_gpu)
    set(_options LIBRARIES ${CMAKE_DL_LIBS} "${cudart}" INCLUDE_DIRS ${cudart_include_dirs} CONFIG 1 0)
  elseif(cudart)
    set(_options LIBRARIES ${CMAKE_DL_LIBS} CONFIG 0 1)  # the runtime, but no driver
  endif()
  set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/probe/checks")
  if(_opt_FIX_SEARCH)
    string(APPEND _dir _fix)
  else()
    list(APPEND _options FIX_DEFERRED)
  endif()
  _CuDNNStrict_build_program(${_program} "${_dir}" "${_opt_WHAT}" _path _from _error ${_options})
  set(${out_program} "${_path}" PARENT_SCOPE)
  set(${out_from} "${_from}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()
