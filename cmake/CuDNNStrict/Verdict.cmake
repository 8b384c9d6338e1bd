# Distributed under the OSI-approved BSD 3-Clause License.
#
# Turning the probe's report into result variables and, when the header,
# the library and the CUDA runtime do not agree, into the failure: the
# sentence, which names both files, both versions, the broken rule and the
# fix, is the C core's (the checks program's, or the reader's --verdict);
# this file passes it on.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(Processor.cmake)  # _CuDNNStrict_read
_CuDNNStrict_include(Run.cmake)  # _CuDNNStrict_build_arguments
_CuDNNStrict_include(../../probe/Sources.cmake)

# Puts CuDNNStrict_VERSION and its parts, as the reader computed them from
# the header, into the findings value held in <findings_var>.  A version
# the checks refuse (verdict ERROR) is none: the refusal is the library
# check's sentence (_CuDNNStrict_take_library_facts).
function(_CuDNNStrict_take_header_facts report findings_var)
  _CuDNNStrict_get("${report}" _ header.pp_major header.pp_minor header.pp_patch header.pp_encoded_code verdict)
  if(NOT _verdict STREQUAL "ERROR")
    _CuDNNStrict_put(${findings_var} CuDNNStrict_VERSION "${_header.pp_major}.${_header.pp_minor}.${_header.pp_patch}"
      CuDNNStrict_VERSION_MAJOR "${_header.pp_major}" CuDNNStrict_VERSION_MINOR "${_header.pp_minor}"
      CuDNNStrict_VERSION_PATCH "${_header.pp_patch}" CuDNNStrict_VERSION_CODE "${_header.pp_encoded_code}")
    set(${findings_var} "${${findings_var}}" PARENT_SCOPE)
  endif()
endfunction()

# Puts the library facts and the agreement verdict of the probe's <report>
# (CuDNNStrict_LIBRARY_CHECK and its _REASON, _LIBRARY_VERSION,
# _CUDART_VERSION, and agreement and target_processor, the summary's), and
# the sub-library record (sub.*), into the findings value held in
# <findings_var>; warns unless quiet; sets <out_error>, the library check's
# sentence, else the record's.  Which sentence applies, and which warnings,
# for this build (cross-compiling, its emulator, the target), and what the
# files beside libcudnn come to, is the C core's
# (configure/cudnn_strict_check_words.h): the checks program ends its
# report with them, the record made from the reader's scan in the findings'
# sublibrary_scan_file; a report without them (the program stopped, or did
# not run) goes to the reader's --verdict.
function(_CuDNNStrict_take_library_facts report options findings_var out_error)
  _CuDNNStrict_get("${options}" "" policy quiet)
  _CuDNNStrict_get("${${findings_var}}" "" library sublibrary_scan_file)
  set(_verdict "${report}")
  _CuDNNStrict_get("${_verdict}" _ check)
  if(_check STREQUAL "")
    set(_file "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/run/judged-report.txt")
    file(WRITE "${_file}" "${report}")
    _CuDNNStrict_build_arguments(_build)
    _CuDNNStrict_read(_verdict _command --verdict "${_file}" --library "${library}" --policy "${policy}"
      --sublibrary-scan "${sublibrary_scan_file}" ${_build})
  endif()
  _CuDNNStrict_get("${_verdict}" _ check check.reason check.agreement check.target)
  _CuDNNStrict_get("${report}" _ library.version library.cudart_version probe.exit probe.stderr)
  if(_check STREQUAL "")
    # No reader answered (none was built): the probe's own words stand.
    _CuDNNStrict_words(_check.reason PROBE_STOPPED library "${library}" exit "${_probe.exit}"
      stderr "${_probe.stderr}")
    set(_check FAILED)
  endif()
  _CuDNNStrict_take_sublibrary_record("${_verdict}" ${findings_var} _error)
  if(_check STREQUAL "FAILED")
    set(_error "${_check.reason}")
  endif()
  if(NOT quiet)
    _CuDNNStrict_report_warn_each("${_verdict}" check.warning "CuDNNStrict: ")
  endif()
  _CuDNNStrict_put(${findings_var} CuDNNStrict_LIBRARY_CHECK ${_check} CuDNNStrict_LIBRARY_CHECK_REASON "${_check.reason}"
    agreement "${_check.agreement}" target_processor "${_check.target}")
  # A check that did not run read no library.
  if(NOT _check STREQUAL "NOT_CHECKED")
    _CuDNNStrict_put(${findings_var} CuDNNStrict_LIBRARY_VERSION "${_library.version}"
      CuDNNStrict_CUDART_VERSION "${_library.cudart_version}")
  endif()
  set(${findings_var} "${${findings_var}}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Puts the sub-library record the C core made (the sub.* keys of <words>,
# the checks' report or the reader's --verdict) into the findings value
# held in <findings_var>, its lists as CMake's; sets <out_error> to its
# sentence for a broken, incomplete or mixed install.
function(_CuDNNStrict_take_sublibrary_record words findings_var out_error)
  _CuDNNStrict_get("${words}" _ sub.found sub.not_shipped sub.flavour sub.ships sub.message)
  foreach(_list IN ITEMS found not_shipped)
    string(REPLACE " " ";" _sub.${_list} "${_sub.${_list}}")
  endforeach()
  # The core writes a sub.file.<name> line for each name found, escaped
  # as the findings' lines are (Values.cmake): taken as they are, one match
  # for all (a line holds no line break, so ";\n" is only where the
  # matches join).
  string(REGEX MATCHALL "\nsub\\.file\\.[^\n]*" _files "\n${words}")
  string(REPLACE ";\n" "\n" _files "${_files}\n")
  string(SUBSTRING "${_files}" 1 -1 _files)
  string(APPEND ${findings_var} "${_files}")
  _CuDNNStrict_put(${findings_var} sub.found "${_sub.found}" sub.not_shipped "${_sub.not_shipped}"
    sub.flavour "${_sub.flavour}" sub.ships "${_sub.ships}")
  set(${findings_var} "${${findings_var}}" PARENT_SCOPE)
  set(${out_error} "${_sub.message}" PARENT_SCOPE)
endfunction()
