# Distributed under the OSI-approved BSD 3-Clause License.
#
# The configure-time probe: a C program (probe/), compiled once per user
# with the host compiler (Compile.cmake) and run against the found header
# and library (Run.cmake).  It writes a key=value report (Report.cmake
# reads it), after the header's facts the reader gave
# (_CuDNNStrict_read_header); this file runs those steps and keeps the
# report under the fingerprint of everything that decides it
# (Record.cmake).  It never re-derives a version or a verdict itself.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(Compile.cmake)
_CuDNNStrict_include(ProbeCache.cmake)
_CuDNNStrict_include(Run.cmake)
_CuDNNStrict_include(Record.cmake)

# Runs the checks (the installed tool, or the program from the per-user
# cache or built now) after <header_report>, what the reader said of the
# header, caches the report under the fingerprint and sets <out_report> to
# it.  Sets <out_error> when a program could not be compiled.  What it
# checks is the <findings>' (Values.cmake): header, library, cudart and
# cudart_include (the CUDA runtime of the target, a target or a file, ""
# for none, and its headers), plan (where the fix search looks) and key
# (the fingerprint); how, the <options>' installed, policy, gpu_check,
# features, locations and force_check.
function(_CuDNNStrict_probe options findings header_report out_report out_error)
  _CuDNNStrict_get("${findings}" "" key cudart cudart_include)
  _CuDNNStrict_get("${options}" "" installed gpu_check force_check)
  set(${out_error} "" PARENT_SCOPE)
  if(CMAKE_CROSSCOMPILING AND NOT CMAKE_CROSSCOMPILING_EMULATOR)
    # Nothing here runs the target's programs: the report says why, and
    # holds until the build changes (its words come from the reader).
    _CuDNNStrict_words(_reason PROBE_NOT_RUN_CROSS)
    set(_report "${header_report}probe.program=none\nprobe.program_from=\n")
    string(APPEND _report "probe.run=SKIPPED\nprobe.skip_reason=${_reason}\n")
    _CuDNNStrict_keep_report("${key}" "${_report}")
    set(${out_report} "${_report}" PARENT_SCOPE)
    return()
  endif()
  # The CUDA runtime's version, which the checks read from its header
  # (CUDART_VERSION) as they read cuDNN's.
  unset(_cudart_header)
  if(cudart)
    find_file(_cudart_header cuda_runtime_api.h PATHS ${cudart_include}
      NO_DEFAULT_PATH NO_CACHE NO_CMAKE_FIND_ROOT_PATH)
  endif()
  if(NOT _cudart_header)
    set(_cudart_header "")
  endif()
  # The checks run again with a program built here: when the package's
  # tool did not start (a relocated prefix without its CUDA runtime, a
  # foreign C library), and when a program built without the fix search
  # refused (the one with it words the fix; the installed tool has it).
  # Each attempt keeps what the one before asked of the program.
  set(_report "")
  set(_from "")
  set(_asked "")
  set(_runs 0)
  set(_shared_state KEEP)
  foreach(_attempt IN ITEMS FIRST PASS_OVER_INSTALLED FIX_SEARCH)
    _CuDNNStrict_get("${_report}" _ probe.format fix.search)
    if((_attempt STREQUAL "PASS_OVER_INSTALLED" AND (NOT _from STREQUAL "installed" OR _probe.format))
        OR (_attempt STREQUAL "FIX_SEARCH" AND NOT _fix.search STREQUAL "DEFERRED"))
      continue()
    elseif(NOT _attempt STREQUAL "FIRST")
      list(APPEND _asked ${_attempt})
    endif()
    _CuDNNStrict_checks_program("${cudart}" "${cudart_include}" "${installed}" "${gpu_check}"
      _program _from _error ${_asked})
    if(_error)
      # Not compiled: the cached fingerprint is forgotten, so that the
      # next configure compiles again.
      _CuDNNStrict_forget_report_key()
      set(${out_error} "${_error}" PARENT_SCOPE)
      return()
    endif()
    set(_report "${header_report}probe.program=${_program}\nprobe.program_from=${_from}\n")
    if(_attempt STREQUAL "FIRST" AND NOT force_check AND NOT "${key}" STREQUAL "")
      # The report is a function of the fingerprint and of the program
      # that ran the checks: another build tree of this user's may have
      # run the same program on the same inputs, and kept what its run
      # added to the report in the per-user cache (the attempts below then
      # see what they would have seen).  The program is the installed tool
      # by its path, which the fingerprint stamps, or one built from its
      # build inputs; the run also reads the CUDA runtime's header.
      set(_run_inputs "installed ${_program}\n")
      if(NOT _from STREQUAL "installed")
        _CuDNNStrict_build_inputs("" _run_inputs)
      endif()
      string(APPEND _run_inputs "cudart_header ${_cudart_header}\n")
      _CuDNNStrict_shared_report_inputs("${key}" "${_run_inputs}" _shared_inputs)
      _CuDNNStrict_cache_lookup("${_shared_inputs}" run.txt _shared_entry _shared_state)
      if(_shared_state STREQUAL "HIT")
        file(READ "${_shared_entry}/run.txt" _run_report)
        string(APPEND _report "${_run_report}")
        continue()
      endif()
    endif()
    _CuDNNStrict_run_probe("${_program}" "${options}" "${findings}" "${_cudart_header}" _run_report)
    string(APPEND _report "${_run_report}")
    math(EXPR _runs "${_runs} + 1")
  endforeach()
  # Kept under the fingerprint where the core says the report holds until
  # a file the fingerprint stamps changes (check.keep), which a run that
  # stopped does not say; not after a program built here because the
  # installed tool did not start: the fingerprint stamps that tool, not
  # the sources built instead (_CuDNNStrict_probe_fingerprint).
  _CuDNNStrict_get("${_report}" _ check.keep)
  _CuDNNStrict_installed_answers("${installed}" _installed_answers)
  if(NOT _check.keep STREQUAL "YES" OR (_installed_answers AND NOT _from STREQUAL "installed"))
    _CuDNNStrict_keep_report("" "${_report}")
  else()
    _CuDNNStrict_keep_report("${key}" "${_report}")
    # Only a run that stood alone (no second program asked) and passed is
    # kept for other trees (a refusal's fix names what this machine holds
    # now): what it added after the program's lines, which are each tree's
    # own.
    if(_runs EQUAL 1 AND _shared_state STREQUAL "STORE" AND "\n${_run_report}" MATCHES "\njudgement=OK\n")
      set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/probe/report")
      file(WRITE "${_dir}/run.txt" "${_run_report}")
      _CuDNNStrict_cache_store("${_shared_entry}" STORE "${_shared_inputs}" "${_dir}" run.txt)
    endif()
  endif()
  set(${out_report} "${_report}" PARENT_SCOPE)
endfunction()

# Sets <out> to the text a run of the checks is kept under in the per-user
# cache: the fingerprint <key>, the program's <inputs>, and the environment
# variables the checks program reads (the C core's list,
# base/cudnn_strict_environment.h, all but the GPU's settings, which the
# fingerprint stamps): another tree may run in another shell.  A read that
# bypasses the list fails the test style.environment_key.
function(_CuDNNStrict_shared_report_inputs key inputs out)
  set(_text "report format 1\nfingerprint ${key}\n${inputs}")
  _CuDNNStrict_environment_names(_names)
  foreach(_name IN LISTS _names)
    _CuDNNStrict_env(${_name} _value)
    string(APPEND _text "${_name}=${_value}\n")
  endforeach()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()
