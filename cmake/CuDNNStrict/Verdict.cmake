# Distributed under the OSI-approved BSD 3-Clause License.
#
# Turning the probe's report into result variables and, when the header,
# the library and the CUDA runtime do not agree, into one message that
# names both files, both versions, the broken rule and the fix.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(Processor.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

# Warns each of the <report>'s <key>.*: known-bad entries the probe judged
# to apply to the <library> of <version>, each the end of a sentence.
function(_CuDNNStrict_warn_known_bad report key library version)
  _CuDNNStrict_report_get("${report}" ${key}.count _count)
  if(_count GREATER 0)
    _CuDNNStrict_words(_words KNOWN_BAD_RELEASE library "${library}" version "${version}")
    _CuDNNStrict_report_warn_each("${report}" ${key} "CuDNNStrict: ${_words} ")
  endif()
endfunction()

# Puts CuDNNStrict_VERSION and its parts, as the reader computed them from
# the header, into the findings value held in <findings_var>, or sets
# <out_error> when the checks refuse that version.
function(_CuDNNStrict_take_header_facts report findings_var out_error)
  _CuDNNStrict_get("${report}" _ header.pp_major header.pp_minor header.pp_patch header.pp_encoded_code
    verdict verdict.reason)
  set(_version "${_header.pp_major}.${_header.pp_minor}.${_header.pp_patch}")
  set(_error "")
  if(_verdict STREQUAL "ERROR")
    _CuDNNStrict_report_get("${${findings_var}}" header _header)
    _CuDNNStrict_words(_error HEADER_VERSION_REFUSED header "${_header}" version "${_version}"
      reason "${_verdict.reason}")
  else()
    _CuDNNStrict_put(${findings_var} CuDNNStrict_VERSION "${_version}" CuDNNStrict_VERSION_MAJOR "${_header.pp_major}"
      CuDNNStrict_VERSION_MINOR "${_header.pp_minor}" CuDNNStrict_VERSION_PATCH "${_header.pp_patch}"
      CuDNNStrict_VERSION_CODE "${_header.pp_encoded_code}")
    set(${findings_var} "${${findings_var}}" PARENT_SCOPE)
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Puts the library facts and the agreement verdict of the probe's <report>
# (CuDNNStrict_LIBRARY_CHECK and its _REASON, _LIBRARY_VERSION,
# _CUDART_VERSION, and agreement, the summary's line) into the findings
# value held in <findings_var>; warns unless quiet; sets <out_error>.
function(_CuDNNStrict_take_library_facts report options findings_var out_error)
  _CuDNNStrict_get("${options}" "" policy quiet)
  _CuDNNStrict_get("${${findings_var}}" "" library)
  _CuDNNStrict_report_get("${${findings_var}}" CuDNNStrict_VERSION _header_version)
  set(_error "")
  # The judgement and its order are the C core's (the guard's status).
  _CuDNNStrict_get("${report}" _ probe.run probe.skip_reason verdict verdict.reason verdict.message
    library.version library.cudart_version cudart.agreement probe.exit probe.stderr fix.suggestion judgement
    toolkit.cudart_code)
  if(_probe.run STREQUAL "SKIPPED")
    _CuDNNStrict_words(_agreement NOT_CHECKED reason "${_probe.skip_reason}")
    _CuDNNStrict_put(${findings_var} CuDNNStrict_LIBRARY_CHECK NOT_CHECKED
      CuDNNStrict_LIBRARY_CHECK_REASON "${_probe.skip_reason}" agreement "${_agreement}")
    set(${findings_var} "${${findings_var}}" PARENT_SCOPE)
    set(${out_error} "" PARENT_SCOPE)
    return()
  endif()
  # Under an emulator, a probe that stops or a library that does not load
  # most often lacks a library of the target's (libstdc++, libz) on this
  # host: that says nothing against the cuDNN file.
  _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  string(REPLACE ";" " " _emulator "${_emulator}")
  _CuDNNStrict_target_processor(_target)
  if(_probe.stderr MATCHES "unknown feature '([^']*)' \\(valid: ([^)]*)\\)")
    _CuDNNStrict_words(_error FEATURE_UNKNOWN feature "${CMAKE_MATCH_1}" valid "${CMAKE_MATCH_2}")
  elseif(_verdict STREQUAL "" AND CMAKE_CROSSCOMPILING AND _emulator)
    # Each target's own world: Wine searches DLLs as Windows does, so what
    # is missing is a DLL where Windows looks; qemu needs the target's
    # libraries of the host's distribution.
    set(_words PROBE_STOPPED_UNDER_EMULATOR)
    if(CMAKE_SYSTEM_NAME STREQUAL "Windows")
      set(_words PROBE_STOPPED_UNDER_WINE)
    endif()
    _CuDNNStrict_words(_error ${_words} library "${library}" emulator "${_emulator}"
      exit "${_probe.exit}" stderr "${_probe.stderr}" target "${_target}")
  elseif(_verdict STREQUAL "")
    _CuDNNStrict_words(_error PROBE_STOPPED library "${library}" exit "${_probe.exit}" stderr "${_probe.stderr}")
  elseif(_verdict STREQUAL "NOT_LOADABLE" AND _verdict.message)
    # The file's own header says why (the probe's words).
    set(_error "${_verdict.message}")
  elseif(_verdict STREQUAL "NOT_LOADABLE" AND CMAKE_CROSSCOMPILING AND _emulator
      AND NOT CMAKE_SYSTEM_NAME STREQUAL "Windows")
    # What is missing is missing for the target: the host's fix (a package
    # of the host's) gives way to the emulator's.  Wine searches DLLs as
    # Windows does, so a Windows target keeps the probe's own fix.
    string(REGEX REPLACE "\\. Fix: .*$" "" _verdict.reason "${_verdict.reason}")
    _CuDNNStrict_words(_error LIBRARY_NOT_LOADABLE_UNDER_EMULATOR library "${library}"
      emulator "${_emulator}" reason "${_verdict.reason}" target "${_target}")
  elseif(_verdict STREQUAL "NOT_LOADABLE")
    _CuDNNStrict_words(_error LIBRARY_NOT_LOADABLE library "${library}" reason "${_verdict.reason}")
  elseif(_verdict STREQUAL "NOT_CUDNN")
    _CuDNNStrict_words(_error LIBRARY_NOT_CUDNN library "${library}" reason "${_verdict.reason}")
  elseif(_judgement MATCHES "^(INCOMPATIBLE|KNOWN_BAD|CUDA_MAJOR_DIFFERS|MIXED_SUBLIBRARIES)$")
    # The probe words the refusal (verdict.message), as the guard would.
    set(_error "${_verdict.message}")
  endif()
  # The probe's search for a cuDNN that would do, after a mismatch.
  if(_error AND _fix.suggestion)
    string(APPEND _error " ${_fix.suggestion}")
  endif()
  # Each value its own quoted argument: one may be empty (a library that
  # did not load has no version), which a list would drop.
  # A cross build's runtime is the target's, whose version the probe read
  # from its header (CUDART_VERSION), not the host toolkit's.
  if(NOT _cudart.agreement STREQUAL "MINOR_DIFFERS")
    _CuDNNStrict_words(_agreement AGREEMENT library_version "${_library.version}"
      header_version "${_header_version}" policy "${policy}")
  elseif(CMAKE_CROSSCOMPILING AND _toolkit.cudart_code MATCHES "^[0-9]+$")
    math(EXPR _runtime_major "${_toolkit.cudart_code} / 1000")
    math(EXPR _runtime_minor "${_toolkit.cudart_code} % 1000 / 10")
    _CuDNNStrict_words(_agreement AGREEMENT_OTHER_CUDA_MINOR_CROSS library_version "${_library.version}"
      header_version "${_header_version}" policy "${policy}" cudart "${_library.cudart_version}"
      target "${_target}" runtime "${_runtime_major}.${_runtime_minor}")
  else()
    _CuDNNStrict_words(_agreement AGREEMENT_OTHER_CUDA_MINOR library_version "${_library.version}"
      header_version "${_header_version}" policy "${policy}" cudart "${_library.cudart_version}"
      toolkit "${CUDAToolkit_VERSION}")
  endif()
  set(_check PASSED)
  set(_check_reason "${_agreement}")
  if(_error)
    set(_check FAILED)
    set(_check_reason "${_error}")
  endif()
  # Releases known to break for what the project uses or might use.
  if(NOT _error AND NOT quiet)
    _CuDNNStrict_warn_known_bad("${report}" library.known_bad_warning "${library}" "${_library.version}")
  endif()
  # Libraries the release opens itself that the loader would not find:
  # cuDNN loads without them, and fails where a function needs one.  Under
  # qemu they describe the build machine's libraries, not the target's:
  # the report keeps them, and cudnn-strict-probe on the target says them.
  # Wine searches DLLs as Windows does (the DLL's folder, PATH): a Windows
  # target hears them, as the emulator found them.
  if(NOT quiet AND NOT CMAKE_CROSSCOMPILING)
    _CuDNNStrict_report_warn_each("${report}" dependency.warning "CuDNNStrict: ")
  elseif(NOT quiet AND CMAKE_SYSTEM_NAME STREQUAL "Windows")
    _CuDNNStrict_words(_words DEPENDENCY_UNDER_WINE)
    _CuDNNStrict_report_warn_each("${report}" dependency.warning "CuDNNStrict: ${_words} ")
  endif()
  _CuDNNStrict_put(${findings_var} CuDNNStrict_LIBRARY_CHECK ${_check} CuDNNStrict_LIBRARY_CHECK_REASON "${_check_reason}"
    CuDNNStrict_LIBRARY_VERSION "${_library.version}" CuDNNStrict_CUDART_VERSION "${_library.cudart_version}"
    agreement "${_agreement}")
  set(${findings_var} "${${findings_var}}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets, in the caller's scope, each result variable (key CuDNNStrict_*)
# the <findings> hold, or only the keys named after <findings>: the one
# place the find module's results are set.
function(_CuDNNStrict_set_results findings)
  set(_keys ${ARGN})
  if(NOT _keys)
    string(REGEX MATCHALL "(^|\n)CuDNNStrict_[A-Za-z0-9_]+=" _keys "${findings}")
    list(TRANSFORM _keys REPLACE "\n|=" "")
  endif()
  foreach(_key IN LISTS _keys)
    _CuDNNStrict_report_get("${findings}" ${_key} _value)
    set(${_key} "${_value}" PARENT_SCOPE)
  endforeach()
endfunction()
