# Distributed under the OSI-approved BSD 3-Clause License.
#
# The GPU check's result.  The probe runs cuDNN convolutions on every
# visible GPU and compares them with a CPU reference, or says why it could
# not (probe/gpu/cudnn_strict_gpu.c); this file passes its gpu.* keys on and
# turns a failure (or, under REQUIRE, a skip) into the module's failure.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

# Puts CuDNNStrict_GPU_CHECK (PASSED, FAILED or SKIPPED) and its _REASON
# into the findings value held in <findings_var>; sets <out_error> when the
# check failed, or could not run under the <options>' gpu_check REQUIRE,
# and <out_fail_words> to the words that then end the agreement check's
# line: a plain "no" would say the versions disagree.  Unless the
# <options> are quiet, warns about the known-bad table's entries the
# check found for a GPU of this machine.
function(_CuDNNStrict_take_gpu_facts report options findings_var out_error out_fail_words)
  _CuDNNStrict_get("${options}" "" gpu_check quiet)
  _CuDNNStrict_get("${${findings_var}}" _ library CuDNNStrict_LIBRARY_VERSION CuDNNStrict_LIBRARY_CHECK
    CuDNNStrict_LIBRARY_CHECK_REASON)
  _CuDNNStrict_report_get("${report}" gpu.device_count _devices)
  if(NOT quiet AND _devices GREATER 0)
    math(EXPR _last_device "${_devices} - 1")
    _CuDNNStrict_words(_words KNOWN_BAD_RELEASE library "${_library}" version "${_LIBRARY_VERSION}")
    foreach(_d RANGE ${_last_device})
      _CuDNNStrict_report_warn_each("${report}" gpu.${_d}.known_bad_warning "CuDNNStrict: ${_words} ")
    endforeach()
  endif()
  _CuDNNStrict_get("${report}" _ probe.run gpu.status gpu.reason gpu.fix)
  set(_status "${_gpu.status}")
  set(_reason "${_gpu.reason}")
  set(_fix "${_gpu.fix}")
  if(gpu_check STREQUAL "OFF")
    set(_status SKIPPED)
    _CuDNNStrict_words(_reason GPU_CHECK_OFF)
    set(_fix "")
  elseif(_probe.run STREQUAL "SKIPPED")
    set(_status SKIPPED)
    _CuDNNStrict_report_get("${report}" probe.skip_reason _reason)
    _CuDNNStrict_words(_fix GPU_CHECK_NOT_RUN_FIX)
  elseif(_status STREQUAL "SKIPPED" AND CMAKE_CROSSCOMPILING)
    # Under an emulator no target GPU or driver is there to install: the
    # check belongs on the target.
    _CuDNNStrict_words(_reason GPU_CHECK_ON_TARGET reason "${_reason}")
    _CuDNNStrict_words(_fix GPU_CHECK_ON_TARGET_FIX)
  elseif(_status STREQUAL "")
    _CuDNNStrict_get("${report}" _ probe.exit probe.stderr gpu.stopped.reason gpu.stopped.fix)
    # The line written just before the probe stopped: where a crash
    # inside cuDNN or the driver happened.
    set(_last none)
    if("\n${report}" MATCHES "\n([^\n]*)\nprobe\\.exit=")
      set(_last "${CMAKE_MATCH_1}")
    endif()
    set(_status FAILED)
    # The probe's own words, written before the check began; a probe that
    # stopped before that leaves only the facts.
    set(_reason "${_gpu.stopped.reason}")
    set(_fix "${_gpu.stopped.fix}")
    if(_reason STREQUAL "")
      _CuDNNStrict_words(_reason GPU_CHECK_PROBE_STOPPED)
    endif()
    if(_probe.stderr MATCHES "^[ ]*$")
      _CuDNNStrict_words(_reason GPU_CHECK_STOPPED reason "${_reason}" exit "${_probe.exit}" last "${_last}")
    else()
      _CuDNNStrict_words(_reason GPU_CHECK_STOPPED_SAYING reason "${_reason}" exit "${_probe.exit}"
        stderr "${_probe.stderr}" last "${_last}")
    endif()
  endif()
  set(_error "")
  set(_fail_words no)
  set(_words "")
  if(_status STREQUAL "FAILED")
    set(_words GPU_CHECK_FAILED)
  elseif(_status STREQUAL "SKIPPED" AND gpu_check STREQUAL "REQUIRE")
    set(_words GPU_CHECK_REQUIRED)
  endif()
  if(_words)
    if(NOT _fix)
      string(APPEND _words _NO_FIX)
    endif()
    _CuDNNStrict_words(_error ${_words} reason "${_reason}" fix "${_fix}")
    # After the version check (CuDNNStrict_LIBRARY_CHECK) did not fail.
    set(_words GPU_FAILED_AFTER_AGREEMENT)
    if(_status STREQUAL "SKIPPED")
      set(_words NO_GPU_AFTER_AGREEMENT)
    endif()
    if(_LIBRARY_CHECK STREQUAL "NOT_CHECKED")
      string(REPLACE "_AFTER_AGREEMENT" "_UNCHECKED" _words "${_words}")
    endif()
    _CuDNNStrict_words(_fail_words ${_words} reason "${_LIBRARY_CHECK_REASON}")
  endif()
  _CuDNNStrict_put(${findings_var} CuDNNStrict_GPU_CHECK "${_status}" CuDNNStrict_GPU_CHECK_REASON "${_reason}")
  set(${findings_var} "${${findings_var}}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
  set(${out_fail_words} "${_fail_words}" PARENT_SCOPE)
endfunction()
