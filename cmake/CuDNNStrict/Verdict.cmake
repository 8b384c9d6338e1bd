# Distributed under the OSI-approved BSD 3-Clause License.
#
# Turning the probe's report into result variables and, when the header,
# the library and the CUDA runtime do not agree, into one message that
# names both files, both versions, the broken rule and the fix.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Values.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Report.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Elf.cmake")

# Header facts from the probe's <report>: the version the reader computed
# from <header>, unless the checks refuse it.  Sets <out_prefix>_VERSION,
# _VERSION_MAJOR, _MINOR, _PATCH and _CODE, or <out_error>.  (What makes
# the header unusable, header.message, stopped the configure before.)
function(_CuDNNStrict_take_header_facts report header out_prefix out_error)
  _CuDNNStrict_report_get("${report}" header.pp_major _major)
  _CuDNNStrict_report_get("${report}" header.pp_minor _minor)
  _CuDNNStrict_report_get("${report}" header.pp_patch _patch)
  _CuDNNStrict_report_get("${report}" header.pp_encoded_code _code)
  set(_error "")
  set(_version "${_major}.${_minor}.${_patch}")
  _CuDNNStrict_report_get("${report}" verdict _verdict)
  if(_verdict STREQUAL "ERROR")
    _CuDNNStrict_report_get("${report}" verdict.reason _reason)
    set(_error "the cuDNN header ${header} declares version ${_version}: ${_reason}")
  else()
    set(${out_prefix}_VERSION "${_version}" PARENT_SCOPE)
    set(${out_prefix}_VERSION_MAJOR "${_major}" PARENT_SCOPE)
    set(${out_prefix}_VERSION_MINOR "${_minor}" PARENT_SCOPE)
    set(${out_prefix}_VERSION_PATCH "${_patch}" PARENT_SCOPE)
    set(${out_prefix}_VERSION_CODE "${_code}" PARENT_SCOPE)
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Library facts and the agreement verdict from the probe's <report>, judged
# under <policy> (CUDNN_STRICT_POLICY); warnings unless <quiet> (QUIET).
# Reads <out_prefix>_VERSION, which _CuDNNStrict_take_header_facts set.
# Sets <out_prefix>_LIBRARY_CHECK, _LIBRARY_CHECK_REASON, _LIBRARY_VERSION
# and _CUDART_VERSION, <out_agreement> to the one-line verdict for the
# summary, and <out_error>.
function(_CuDNNStrict_take_library_facts report header library policy quiet out_prefix out_agreement out_error)
  set(_error "")
  _CuDNNStrict_report_get("${report}" probe.run _run)
  if(_run STREQUAL "SKIPPED")
    _CuDNNStrict_report_get("${report}" probe.skip_reason _reason)
    set(${out_prefix}_LIBRARY_CHECK NOT_CHECKED PARENT_SCOPE)
    set(${out_prefix}_LIBRARY_CHECK_REASON "${_reason}" PARENT_SCOPE)
    set(${out_agreement} "not checked: ${_reason}" PARENT_SCOPE)
    set(${out_error} "" PARENT_SCOPE)
    return()
  endif()
  _CuDNNStrict_report_get("${report}" verdict _verdict)
  _CuDNNStrict_report_get("${report}" verdict.reason _reason)
  _CuDNNStrict_report_get("${report}" verdict.message _message)
  _CuDNNStrict_report_get("${report}" library.version _library_version)
  _CuDNNStrict_report_get("${report}" library.cudart_version _cudart)
  _CuDNNStrict_report_get("${report}" cudart.agreement _cudart_agreement)
  _CuDNNStrict_report_get("${report}" probe.exit _exit)
  _CuDNNStrict_report_get("${report}" probe.stderr _stderr)
  _CuDNNStrict_report_get("${report}" fix.suggestion _suggestion)
  # The judgement and its order are the C core's (the guard's status).
  _CuDNNStrict_report_get("${report}" judgement _judgement)
  # A cross build's runtime is the target's, whose version the probe read
  # from its header (CUDART_VERSION), not the host toolkit's.
  set(_runtime_words "toolkit is ${CUDAToolkit_VERSION}")
  _CuDNNStrict_report_get("${report}" toolkit.cudart_code _runtime_code)
  if(CMAKE_CROSSCOMPILING AND _runtime_code MATCHES "^[0-9]+$")
    math(EXPR _runtime_major "${_runtime_code} / 1000")
    math(EXPR _runtime_minor "${_runtime_code} % 1000 / 10")
    _CuDNNStrict_expected_elf_machine(_number _target)
    set(_runtime_words "CUDA runtime for ${_target} is ${_runtime_major}.${_runtime_minor}")
  endif()
  # Under an emulator, a probe that stops or a library that does not load
  # most often lacks a library of the target's (libstdc++, libz) on this
  # host: that says nothing against the cuDNN file.
  _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  string(REPLACE ";" " " _emulator "${_emulator}")
  _CuDNNStrict_expected_elf_machine(_number _target)
  # Each target's own world: Wine searches DLLs as Windows does, so what
  # is missing is a DLL where Windows looks; qemu needs the target's
  # libraries of the host's distribution.
  if(CMAKE_SYSTEM_NAME STREQUAL "Windows")
    set(_emulator_missing "a DLL cuDNN loads (a sub-library DLL, cuBLAS, zlibwapi.dll) is missing where Windows looks (cuDNN's directory, the program's directory, PATH) or the emulator cannot run it")
    set(_emulator_fix "Fix: put every DLL of the cuDNN release beside its main DLL and the DLLs it opens (cuBLAS, zlibwapi.dll) in a directory on PATH (WINEPATH under Wine), then re-run CMake; cudnn-strict-probe.exe on Windows checks the same without an emulator")
  else()
    set(_emulator_missing "a library cuDNN loads (libz.so.1, libstdc++.so.6, a sub-library) is missing for ${_target} or the emulator cannot run it")
    set(_emulator_fix "Fix: make the ${_target} libraries cuDNN needs visible to the emulator (Debian: dpkg --add-architecture arm64 and apt-get install zlib1g:arm64 libstdc++6:arm64 for aarch64; or the target's root as qemu's -L or QEMU_LD_PREFIX), then re-run CMake; cudnn-strict-probe on the target checks the same without an emulator")
  endif()
  if(_stderr MATCHES "unknown feature '([^']*)' \\(valid: ([^)]*)\\)")
    set(_error "CUDNN_STRICT_FEATURES holds '${CMAKE_MATCH_1}', which is not a feature the known-bad table knows. Valid entries: ${CMAKE_MATCH_2}.")
  elseif(_verdict STREQUAL "" AND CMAKE_CROSSCOMPILING AND _emulator)
    set(_error "the probe that checks ${library} did not finish under the emulator ${_emulator} (exit status: ${_exit}; ${_stderr}): ${_emulator_missing}; the library was not checked. ${_emulator_fix}")
  elseif(_verdict STREQUAL "")
    set(_error "the probe that checks ${library} did not finish (exit status: ${_exit}; ${_stderr}): the library may be corrupt or crash when loaded")
  elseif(_verdict STREQUAL "NOT_LOADABLE" AND _message)
    # The file's own header says why (the probe's words).
    set(_error "${_message}")
  elseif(_verdict STREQUAL "NOT_LOADABLE" AND CMAKE_CROSSCOMPILING AND _emulator
      AND NOT CMAKE_SYSTEM_NAME STREQUAL "Windows")
    # What is missing is missing for the target: the host's fix (a package
    # of the host's) gives way to the emulator's.  Wine searches DLLs as
    # Windows does, so a Windows target keeps the probe's own fix.
    string(REGEX REPLACE "\\. Fix: .*$" "" _reason "${_reason}")
    set(_error "the cuDNN library ${library} cannot be loaded under the emulator ${_emulator}: ${_reason}; the library was not checked. ${_emulator_fix}")
  elseif(_verdict STREQUAL "NOT_LOADABLE")
    set(_error "the cuDNN library ${library} cannot be loaded: ${_reason}")
  elseif(_verdict STREQUAL "NOT_CUDNN")
    set(_error "the library ${library} is not a usable cuDNN: ${_reason}")
  elseif(_judgement MATCHES "^(INCOMPATIBLE|KNOWN_BAD|CUDA_MAJOR_DIFFERS|MIXED_SUBLIBRARIES)$")
    # The probe words the refusal (verdict.message), as the guard would.
    set(_error "${_message}")
  endif()
  # The probe's search for a cuDNN that would do, after a mismatch.
  if(_error AND _suggestion)
    string(APPEND _error " ${_suggestion}")
  endif()
  set(_agreement "library ${_library_version} is compatible with header ${${out_prefix}_VERSION} (policy ${policy})")
  if(_cudart_agreement STREQUAL "MINOR_DIFFERS")
    string(APPEND _agreement "; cuDNN was built with CUDA ${_cudart}, the ${_runtime_words}")
  endif()
  if(_error)
    set(${out_prefix}_LIBRARY_CHECK FAILED PARENT_SCOPE)
    set(${out_prefix}_LIBRARY_CHECK_REASON "${_error}" PARENT_SCOPE)
  else()
    set(${out_prefix}_LIBRARY_CHECK PASSED PARENT_SCOPE)
    set(${out_prefix}_LIBRARY_CHECK_REASON "${_agreement}" PARENT_SCOPE)
  endif()
  # Releases known to break for what the project uses or might use.
  if(NOT _error AND NOT quiet)
    _CuDNNStrict_report_warn_each("${report}" library.known_bad_warning
      "CuDNNStrict: the cuDNN library ${library} is ${_library_version}, a release with a known problem ")
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
    _CuDNNStrict_report_warn_each("${report}" dependency.warning
      "CuDNNStrict: under the emulator, as it finds DLLs (PATH is WINEPATH under Wine): ")
  endif()
  set(${out_prefix}_LIBRARY_VERSION "${_library_version}" PARENT_SCOPE)
  set(${out_prefix}_CUDART_VERSION "${_cudart}" PARENT_SCOPE)
  set(${out_agreement} "${_agreement}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()
