# Distributed under the OSI-approved BSD 3-Clause License.
#
# Running the configure's program: the checks against the found header and
# library (their report appended to the header's facts, Header.cmake), and
# the static archives' reader (Static.cmake).

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)

# Runs <program> (under the emulator, if any) with the arguments after
# <out_printed>; sets <out_report> to its report, <out_rc> to its exit
# status and <out_printed> to what it printed.  The report comes through a
# file of its own, never through standard output, which the library the
# program loads shares (a banner, cuDNN's log with CUDNN_LOGDEST_DBG=stdout);
# named relative to the working directory, which an emulator maps.
function(_CuDNNStrict_run_reporting program out_report out_rc out_printed)
  _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  set(_run_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/run")
  file(MAKE_DIRECTORY "${_run_dir}")
  file(REMOVE "${_run_dir}/report.txt")
  execute_process(COMMAND ${_emulator} "${program}" --format keyvalue --report report.txt ${ARGN}
    WORKING_DIRECTORY "${_run_dir}" OUTPUT_VARIABLE _out ERROR_VARIABLE _err RESULT_VARIABLE _rc
    TIMEOUT 300)
  set(_report "")
  if(EXISTS "${_run_dir}/report.txt")
    file(READ "${_run_dir}/report.txt" _report)
    file(REMOVE "${_run_dir}/report.txt")
  endif()
  set(${out_report} "${_report}" PARENT_SCOPE)
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_printed} "${_err}${_out}" PARENT_SCOPE)
endfunction()

# Sets <out> to the build a configure serves, as the C core's words for
# the checks' outcome take it (configure/cudnn_strict_check_words.h): the
# target's system, whether it is cross-compiled, its emulator (one line),
# processor and CUDA toolkit, each only when set (an empty argument does
# not reach the program).  The checks program ends its report with those
# words; the reader's --verdict takes the same options.  The probe's
# fingerprint stamps each of them (Record.cmake), since a kept report
# carries the words.
function(_CuDNNStrict_build_arguments out)
  set(_args --target-system "${CMAKE_SYSTEM_NAME}")
  if(CMAKE_CROSSCOMPILING)
    list(APPEND _args --cross-compiling)
  endif()
  _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  _CuDNNStrict_value(CUDAToolkit_VERSION _toolkit)
  string(REPLACE ";" " " _emulator "${_emulator}")
  if(NOT _emulator STREQUAL "")
    list(APPEND _args --emulator "${_emulator}")
  endif()
  if(NOT CMAKE_SYSTEM_PROCESSOR STREQUAL "")
    list(APPEND _args --processor "${CMAKE_SYSTEM_PROCESSOR}")
  endif()
  if(NOT _toolkit STREQUAL "")
    list(APPEND _args --toolkit-version "${_toolkit}")
  endif()
  set(${out} "${_args}" PARENT_SCOPE)
endfunction()

# Runs the checks <program> against the <findings>' library and header
# (and the CUDA runtime's <cudart_header>, "" for none) under the
# <options>; sets <out_run> to the lines it adds to the report.
function(_CuDNNStrict_run_probe program options findings cudart_header out_run)
  _CuDNNStrict_get("${findings}" "" header library plan sublibrary_scan_file)
  _CuDNNStrict_get("${options}" "" policy gpu_check features locations)
  # Where the probe looks for a compatible cuDNN after a mismatch: the
  # directories and locations this search used.
  string(REPLACE ";" "," _locations "${locations}")
  set(_arguments "")
  foreach(_entry IN LISTS plan)
    list(APPEND _arguments --search-dir "${_entry}")
  endforeach()
  # The header's own install, searched wherever the search may look: its
  # library directory may hold the copy that matches it although another
  # library was chosen.
  get_filename_component(_header_prefix "${header}" DIRECTORY)
  get_filename_component(_header_prefix "${_header_prefix}" DIRECTORY)
  if(NOT features STREQUAL "")
    list(APPEND _arguments --features "${features}")
  endif()
  if(cudart_header)
    list(APPEND _arguments --cudart-header "${cudart_header}")
  endif()
  # qemu-user hangs in a forked child that loads cuDNN: under an emulator
  # of a Linux target the probe loads it in its own process (Wine starts a
  # Windows child as a new process, which works).
  if(CMAKE_CROSSCOMPILING_EMULATOR AND NOT WIN32)
    list(APPEND _arguments --in-process)
  endif()
  # The build, for the words the report ends with (check.*).
  _CuDNNStrict_build_arguments(_build)
  _CuDNNStrict_run_reporting("${program}" _out _rc _err ${_arguments} --library "${library}"
    --policy "${policy}" --gpu-check "${gpu_check}" --search-locations "${_locations}"
    --header-prefix "${_header_prefix}" --header "${header}" --sublibrary-scan "${sublibrary_scan_file}" ${_build})
  # What the process printed is no fact of the report: it is shown with
  # the probe's standard error where a failure quotes that.  cuDNN's own
  # log (CUDNN_LOGDEST_DBG) can run to megabytes, and the report is kept
  # in the cache: its end, where a failure says why, is kept.
  string(REPLACE "\n" " " _err "${_err}")
  string(LENGTH "${_err}" _length)
  if(_length GREATER 4000)
    math(EXPR _from "${_length} - 4000")
    string(SUBSTRING "${_err}" ${_from} -1 _err)
    string(PREPEND _err "... ")
  endif()
  set(${out_run} "probe.run=DONE\n${_out}probe.exit=${_rc}\nprobe.stderr=${_err}\n" PARENT_SCOPE)
endfunction()
