# Distributed under the OSI-approved BSD 3-Clause License.
#
# The configure-time probe: one small C program (probe/), compiled with the
# host compiler against the found header and run against the found library.
# It prints a key=value report; this file compiles it, runs it, caches the
# report under a fingerprint of everything that decides it, and reads
# values out of it.  It never re-derives a version or a verdict itself.

# Included by every find_package(CuDNNStrict), without an include guard:
# the constants below must be set in the scope of each call, and a sibling
# directory or a function does not inherit those of an earlier call.

include("${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake")

# Files up to this size are fingerprinted by content; larger ones (cuDNN 7's
# monolithic library, the cuDNN 9 engine libraries) by size and time.
set(_CuDNNStrict_HASH_LIMIT 1048576)

# "path size mtime [sha256]" of a file, or "path missing": cheap enough to
# run at every configure, and it changes when an upgrade replaces a file.
function(_CuDNNStrict_file_stamp path out)
  if(EXISTS "${path}" AND NOT IS_DIRECTORY "${path}")
    file(REAL_PATH "${path}" _real)
    file(SIZE "${_real}" _size)
    file(TIMESTAMP "${_real}" _mtime "%s" UTC)
    set(_hash "")
    if(_size LESS _CuDNNStrict_HASH_LIMIT)
      file(SHA256 "${_real}" _hash)
    endif()
    set(${out} "${_real} ${_size} ${_mtime} ${_hash}" PARENT_SCOPE)
  else()
    set(${out} "${path} missing" PARENT_SCOPE)
  endif()
endfunction()

# Files of the CUDA runtime and cuDNN that LD_LIBRARY_PATH could put in
# front of the found ones, and what the NVIDIA driver exposes: a change to
# any of them changes what the probe would see.
function(_CuDNNStrict_environment_stamp out)
  set(_stamp "LD_LIBRARY_PATH=$ENV{LD_LIBRARY_PATH}\nCUDA_VISIBLE_DEVICES=$ENV{CUDA_VISIBLE_DEVICES}\n")
  string(REPLACE ":" ";" _dirs "$ENV{LD_LIBRARY_PATH}")
  foreach(_dir IN LISTS _dirs)
    if(_dir AND IS_DIRECTORY "${_dir}")
      file(GLOB _libs "${_dir}/libcudart.so*" "${_dir}/libcudnn*.so*" "${_dir}/libcuda.so*")
      foreach(_lib IN LISTS _libs)
        _CuDNNStrict_file_stamp("${_lib}" _lib_stamp)
        string(APPEND _stamp "${_lib_stamp}\n")
      endforeach()
    endif()
  endforeach()
  if(EXISTS /proc/driver/nvidia/version)
    file(READ /proc/driver/nvidia/version _driver)
    string(APPEND _stamp "${_driver}")
  endif()
  file(GLOB _gpus LIST_DIRECTORIES true /proc/driver/nvidia/gpus/* /dev/nvidia*)
  string(APPEND _stamp "${_gpus}\n")
  set(${out} "${_stamp}" PARENT_SCOPE)
endfunction()

function(_CuDNNStrict_probe_fingerprint header library sublibraries out)
  set(_text "format 1\n")
  _CuDNNStrict_program_files(_files)
  foreach(_source IN LISTS _files)
    file(SHA256 "${_source}" _hash)
    get_filename_component(_name "${_source}" NAME)
    string(APPEND _text "${_name} ${_hash}\n")
  endforeach()
  file(SHA256 "${header}" _header_hash)
  string(APPEND _text "header ${header} ${_header_hash}\n")
  # Every libcudnn* beside libcudnn, not only the known sub-libraries: a
  # release may open ones no table knows yet, and any of them replaced
  # changes what cuDNN's own version checks answer.
  if(EXISTS "${library}")
    file(REAL_PATH "${library}" _real_library)
    get_filename_component(_library_dir "${_real_library}" DIRECTORY)
    file(GLOB _beside "${_library_dir}/libcudnn*" "${_library_dir}/cudnn*.dll")
    list(SORT _beside)
  else()
    set(_beside "")
  endif()
  foreach(_file IN LISTS library sublibraries _beside CUDA_cudart_LIBRARY)
    _CuDNNStrict_file_stamp("${_file}" _stamp)
    string(APPEND _text "${_stamp}\n")
  endforeach()
  _CuDNNStrict_environment_stamp(_env)
  string(APPEND _text "${_env}"
    "policy ${_CuDNNStrict_policy}\ngpu ${_CuDNNStrict_gpu_check}\n"
    "features ${_CuDNNStrict_features}\n"
    "C ${CMAKE_C_COMPILER} ${CMAKE_C_COMPILER_VERSION}\n"
    "CXX ${CMAKE_CXX_COMPILER} ${CMAKE_CXX_COMPILER_VERSION}\n"
    "emulator ${CMAKE_CROSSCOMPILING_EMULATOR}\n"
    "cudart ${CUDAToolkit_VERSION}\n")
  string(SHA256 _hash "${_text}")
  set(${out} "${_hash}" PARENT_SCOPE)
endfunction()

# The probe is C99 that also compiles as C++: use whichever of the two the
# calling project enabled.  It is compiled as one generated translation
# unit, so that a configure runs the compiler once (and parses the CUDA
# headers once).
function(_CuDNNStrict_probe_sources build_dir out)
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if("C" IN_LIST _languages)
    set(_unit "${build_dir}/cudnn_strict_probe_unit.c")
  elseif("CXX" IN_LIST _languages)
    set(_unit "${build_dir}/cudnn_strict_probe_unit.cpp")
  else()
    set(${out} "" PARENT_SCOPE)
    return()
  endif()
  _CuDNNStrict_write_unit(probe "${_unit}")
  set(${out} "${_unit}" PARENT_SCOPE)
endfunction()

# Sets <out> to <flags> without what is about diagnostics or the language
# dialect (-W... but not -Wl,/-Wa,/-Wp,, -pedantic..., -ansi, -std=...): the
# probe is compiled with its own standard and warnings, whatever the
# project's, and keeps only what the target needs (a sysroot, -m32, -march).
function(_CuDNNStrict_probe_flags flags out)
  string(REGEX REPLACE "(^|[ \t])(-W([^lap \t]|[lap][^, \t])[^ \t]*|-pedantic[^ \t]*|-ansi|-std=[^ \t]*)" "\\1" _flags "${flags}")
  set(${out} "${_flags}" PARENT_SCOPE)
endfunction()

# Sets, in the caller's scope, the flags try_compile takes from it (the
# compiler flags, and those of the configuration it builds) to the probe's
# own, and <out_options> to the try_compile options that give the probe its
# C99 (or C++11) dialect, whatever CMAKE_C_STANDARD the project chose.
macro(_CuDNNStrict_use_probe_flags unit out_options)
  string(TOUPPER "${CMAKE_TRY_COMPILE_CONFIGURATION}" _CuDNNStrict_try_config)
  if(NOT _CuDNNStrict_try_config)
    set(_CuDNNStrict_try_config DEBUG)
  endif()
  foreach(_CuDNNStrict_var IN ITEMS CMAKE_C_FLAGS CMAKE_CXX_FLAGS
      CMAKE_C_FLAGS_${_CuDNNStrict_try_config} CMAKE_CXX_FLAGS_${_CuDNNStrict_try_config})
    _CuDNNStrict_probe_flags("${${_CuDNNStrict_var}}" ${_CuDNNStrict_var})
  endforeach()
  if("${unit}" MATCHES "\\.c$")
    set(${out_options} C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS ON)
  else()
    set(${out_options} CXX_STANDARD 11 CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS ON)
  endif()
endmacro()

# Compiles the probe into <build_dir> against the CUDA runtime <cudart>
# (a target or a file, "" for none) with its <cudart_include_dirs>.  Sets
# <out_executable> ("" on failure) and <out_log> (the compiler's output).
function(_CuDNNStrict_compile_probe header cudart cudart_include_dirs build_dir out_executable out_log)
  get_filename_component(_include_dir "${header}" DIRECTORY)
  get_filename_component(_header_name "${header}" NAME)
  _CuDNNStrict_program_include_dirs(_source_dirs)
  set(_have_cudart 0)
  set(_libraries ${CMAKE_DL_LIBS})
  set(_include_dirs "${build_dir}" ${_source_dirs} "${_include_dir}")
  if(cudart)
    set(_have_cudart 1)
    list(APPEND _libraries "${cudart}")
    list(APPEND _include_dirs ${cudart_include_dirs})
  endif()
  _CuDNNStrict_write_probe_config("${build_dir}" "${_header_name}" ${_have_cudart})
  _CuDNNStrict_probe_sources("${build_dir}" _sources)
  if(NOT _sources)
    set(${out_executable} "" PARENT_SCOPE)
    set(${out_log} "enable the C or CXX language in the project: the probe is compiled with the host compiler" PARENT_SCOPE)
    return()
  endif()
  set(_executable "${build_dir}/cudnn-strict-probe${CMAKE_EXECUTABLE_SUFFIX}")
  file(REMOVE "${_executable}")
  _CuDNNStrict_use_probe_flags("${_sources}" _dialect)
  # RUNPATH rather than RPATH: LD_LIBRARY_PATH then picks the CUDA runtime,
  # as it does for most applications.  (A PE file has neither.)
  set(_link_options "-Wl,--enable-new-dtags")
  if(WIN32)
    set(_link_options "")
  endif()
  try_compile(_compiled "${build_dir}/try"
    SOURCES ${_sources}
    CMAKE_FLAGS "-DINCLUDE_DIRECTORIES=${_include_dirs}"
    LINK_OPTIONS ${_link_options}
    LINK_LIBRARIES ${_libraries}
    ${_dialect}
    OUTPUT_VARIABLE _log
    COPY_FILE "${_executable}")
  if(NOT _compiled)
    set(_executable "")
  endif()
  set(${out_executable} "${_executable}" PARENT_SCOPE)
  set(${out_log} "${_log}" PARENT_SCOPE)
endfunction()

# Sets <out> to the reason the probe did not compile.  A program that
# includes nothing of cuDNN is compiled the same way first: when that fails
# too, the compiler or the flags the probe keeps from the project are to
# blame, not the cuDNN header.
function(_CuDNNStrict_compile_failure header log build_dir out)
  string(REGEX MATCH "[^\n]*error[^\n]*" _first_error "${log}")
  set(_unit "${build_dir}/control.c")
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(_lang C)
  if(NOT "C" IN_LIST _languages)
    set(_unit "${build_dir}/control.cpp")
    set(_lang CXX)
  endif()
  file(WRITE "${_unit}" "#include <stdio.h>\nint main(void) { return puts(\"\") < 0; }\n")
  _CuDNNStrict_use_probe_flags("${_unit}" _dialect)
  try_compile(_compiled "${build_dir}/control" SOURCES "${_unit}" ${_dialect}
    OUTPUT_VARIABLE _control_log)
  if(_compiled)
    set(${out} "compiling a program that includes ${header} failed: ${_first_error} (full log: ${build_dir}/compile.log)" PARENT_SCOPE)
  else()
    file(WRITE "${build_dir}/control.log" "${_control_log}")
    string(REGEX MATCH "[^\n]*error[^\n]*" _control_error "${_control_log}")
    set(${out} "the ${_lang} compiler ${CMAKE_${_lang}_COMPILER} cannot build even a program without cuDNN with the flags the probe keeps from the project (CMAKE_${_lang}_FLAGS: '${CMAKE_${_lang}_FLAGS}'): ${_control_error} (full log: ${build_dir}/control.log); fix the compiler or CMAKE_${_lang}_FLAGS" PARENT_SCOPE)
  endif()
endfunction()

# The header facts the compiler saw, read out of the probe binary without
# running it.  Appends them to <report_var> as key=value lines.
function(_CuDNNStrict_read_header_info executable report_var)
  file(STRINGS "${executable}" _info LIMIT_COUNT 1
    REGEX "INFO:cudnn_strict_header\\[[vx] [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+\\]")
  set(_report "${${report_var}}")
  if(_info MATCHES "\\[([vx]) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\\]")
    set(_values "${CMAKE_MATCH_2};${CMAKE_MATCH_3};${CMAKE_MATCH_4};${CMAKE_MATCH_5};${CMAKE_MATCH_6}")
    string(APPEND _report "header.in_range=${CMAKE_MATCH_1}\n")
    foreach(_key IN ITEMS major minor patch own_code encoded_code)
      list(POP_FRONT _values _value)
      math(EXPR _value "${_value}")  # drops the leading zeros
      string(APPEND _report "header.pp_${_key}=${_value}\n")
    endforeach()
  endif()
  set(${report_var} "${_report}" PARENT_SCOPE)
endfunction()

function(_CuDNNStrict_run_probe executable header library report_var)
  set(_report "${${report_var}}")
  if(CMAKE_CROSSCOMPILING AND NOT CMAKE_CROSSCOMPILING_EMULATOR)
    string(APPEND _report "probe.run=SKIPPED\nprobe.skip_reason=cross-compiling without CMAKE_CROSSCOMPILING_EMULATOR: the probe cannot run on this machine\n")
    set(${report_var} "${_report}" PARENT_SCOPE)
    return()
  endif()
  # Where the probe looks for a compatible cuDNN after a mismatch: the
  # locations and prefixes this search used.
  string(REPLACE ";" "," _locations "${_CuDNNStrict_search_locations}")
  set(_roots "")
  # The header's own install, searched wherever the search may look: its
  # library directory may hold the copy that matches it although another
  # library was chosen.
  get_filename_component(_header_prefix "${header}" DIRECTORY)
  get_filename_component(_header_prefix "${_header_prefix}" DIRECTORY)
  foreach(_root IN LISTS CuDNNStrict_ROOT CUDNN_ROOT CUDNN_PATH CUDNN_HOME CMAKE_PREFIX_PATH)
    if(IS_ABSOLUTE "${_root}")
      list(APPEND _roots --search-root "${_root}")
    endif()
  endforeach()
  set(_features "")
  if(NOT _CuDNNStrict_features STREQUAL "")
    set(_features --features "${_CuDNNStrict_features}")
  endif()
  # qemu-user hangs in a forked child that loads cuDNN: under an emulator
  # of a Linux target the probe loads it in its own process (Wine starts a
  # Windows child as a new process, which works).
  set(_in_process "")
  if(CMAKE_CROSSCOMPILING_EMULATOR AND NOT WIN32)
    set(_in_process --in-process)
  endif()
  execute_process(
    COMMAND ${CMAKE_CROSSCOMPILING_EMULATOR} "${executable}" ${_in_process}
      --library "${library}" --policy "${_CuDNNStrict_policy}" ${_features}
      --gpu-check "${_CuDNNStrict_gpu_check}" --search-locations "${_locations}" ${_roots}
      --header-prefix "${_header_prefix}" --header "${header}"
    OUTPUT_VARIABLE _out ERROR_VARIABLE _err RESULT_VARIABLE _rc
    TIMEOUT 300)
  string(REPLACE "\n" " " _err "${_err}")
  string(APPEND _report "probe.run=DONE\n${_out}probe.exit=${_rc}\nprobe.stderr=${_err}\n")
  set(${report_var} "${_report}" PARENT_SCOPE)
endfunction()

# Sets <out_hit> to true and <out_report> to the cached report when the
# fingerprint <key> is unchanged.
function(_CuDNNStrict_cached_report key out_hit out_report)
  if(NOT CUDNN_STRICT_FORCE_CHECK AND "${key}" STREQUAL "${_CuDNNStrict_PROBE_KEY}")
    # A cache value cannot hold newlines: the cached report keeps its lines
    # apart with the ASCII record separator.
    string(ASCII 30 _record_separator)
    string(REPLACE "${_record_separator}" "\n" _report "${_CuDNNStrict_PROBE_REPORT}")
    set(${out_report} "${_report}" PARENT_SCOPE)
    set(${out_hit} TRUE PARENT_SCOPE)
  else()
    set(${out_hit} FALSE PARENT_SCOPE)
  endif()
endfunction()

# Compiles and runs the probe, caches its report under the fingerprint <key>
# and sets <out_report> to it.  Sets <out_error> when the probe could not be
# compiled.  <cudart> and <cudart_include_dirs>: see _CuDNNStrict_compile_probe.
function(_CuDNNStrict_probe key header library cudart cudart_include_dirs out_report out_error)
  string(ASCII 30 _record_separator)
  set(_build_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/probe")
  _CuDNNStrict_compile_probe("${header}" "${cudart}" "${cudart_include_dirs}" "${_build_dir}" _executable _log)
  if(NOT _executable)
    file(WRITE "${_build_dir}/compile.log" "${_log}")
    _CuDNNStrict_compile_failure("${header}" "${_log}" "${_build_dir}" _reason)
    set(${out_error} "${_reason}" PARENT_SCOPE)
    unset(_CuDNNStrict_PROBE_KEY CACHE)
    return()
  endif()
  set(_report "")
  _CuDNNStrict_read_header_info("${_executable}" _report)
  _CuDNNStrict_note_redefinitions("${_log}" "${header}" _report)
  _CuDNNStrict_run_probe("${_executable}" "${header}" "${library}" _report)
  _CuDNNStrict_report_get("${_report}" release.status _release_status)
  _CuDNNStrict_report_get("${_report}" probe.run _run)
  _CuDNNStrict_report_get("${_report}" verdict _verdict)
  if(_release_status MATCHES "^(ABORTED|TIMEOUT)$"
      OR (_run STREQUAL "DONE" AND _verdict MATCHES "^(|NOT_LOADABLE)$"))
    # cuDNN could not load something it needs (libcublas, libz,
    # libstdc++, a sub-library), or the probe did not finish: installing
    # what was missing, or pointing an emulator at the target's libraries,
    # changes no file the fingerprint covers, so the next configure asks
    # again.
    unset(_CuDNNStrict_PROBE_KEY CACHE)
  else()
    string(REPLACE "\n" "${_record_separator}" _cached "${_report}")
    set(_CuDNNStrict_PROBE_KEY "${key}" CACHE INTERNAL "fingerprint of the inputs of the cached cuDNN probe report")
    set(_CuDNNStrict_PROBE_REPORT "${_cached}" CACHE INTERNAL "cached cuDNN probe report")
  endif()
  set(${out_report} "${_report}" PARENT_SCOPE)
  set(${out_error} "" PARENT_SCOPE)
endfunction()

# Reads the value of <key> in <report> ("" when absent), undoing the
# probe's escapes of newlines and backslashes.
function(_CuDNNStrict_report_get report key out)
  string(REPLACE "." "\\." _key_regex "${key}")
  if("\n${report}" MATCHES "\n${_key_regex}=([^\n]*)")
    set(_value "${CMAKE_MATCH_1}")
    string(ASCII 1 _placeholder)
    string(REPLACE "\\\\" "${_placeholder}" _value "${_value}")
    string(REPLACE "\\n" "\n" _value "${_value}")
    string(REPLACE "\\r" "\r" _value "${_value}")
    string(REPLACE "${_placeholder}" "\\" _value "${_value}")
    set(${out} "${_value}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()
