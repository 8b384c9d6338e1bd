# --check-binary and the guard with cuDNN beside the program: the DLLs
# there are judged, with cuDNN's sub-libraries from there too, whatever
# PATH holds; a stale set there is refused with a fix that names them,
# not PATH, whose order cannot help.
include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the guarded program failed:\n${_out}")
endif()
set(_probe "${CASE_BUILD_DIR}/probe/cudnn-strict-probe.exe")
set(_bin91 "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin")
set(_bin928 "${WINDOWS_RELEASE_cu13_9_28_ROOT}/bin")

# <dir>/app.exe with every DLL of <bin> beside it (symbolic links).
function(deploy dir bin)
  file(REMOVE_RECURSE "${dir}")
  file(MAKE_DIRECTORY "${dir}")
  file(COPY "${CASE_BUILD_DIR}/app.exe" DESTINATION "${dir}")
  file(GLOB _dlls RELATIVE "${bin}" "${bin}/*.dll")
  foreach(_dll IN LISTS _dlls)
    file(CREATE_LINK "${bin}/${_dll}" "${dir}/${_dll}" SYMBOLIC)
  endforeach()
endfunction()

# Its own release beside it, nothing on PATH: judged there, whole.
set(_own "${CASE_BUILD_DIR}/own")
deploy("${_own}" "${_bin928}")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_own}/app.exe")
cudnn_strict_case_expect("beside: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("beside: output" "${_out}"
  "check\\.0\\.note\\.0\\.sublibrary\\.graph\\.file=[^ ]*own\\\\\\\\cudnn_graph64_9\\.dll .*check\\.0\\.note\\.0\\.release\\.status=OK .*note\\.0\\.library=[^ ]*own\\\\\\\\cudnn64_9\\.dll .*note\\.0\\.library_version=9\\.28\\.1 .*note\\.0\\.status=OK .*check\\.0\\.status=PASS check\\.status=PASS")
windows_run(_rc _out "${_own}/app.exe" GUARD verbose)
cudnn_strict_case_expect("beside, guard: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("beside, guard: output" "${_out}"
  "^cudnn-strict: cuDNN 9\\.28\\.1 from [^ ]*own.cudnn64_9\\.dll \\(loader search\\) can run this program.* main ran $")

# A stale cuDNN 9.1 beside it and its own release on PATH: the loader
# takes the one beside it, and so does the check.
set(_stale "${CASE_BUILD_DIR}/stale")
deploy("${_stale}" "${_bin91}")
# The report's values double each backslash; the guard's message does not.
windows_path("${_stale}" _windows_stale)
string(REPLACE "\\" "\\\\\\\\" _report_stale "${_windows_stale}")
string(REPLACE "\\" "\\\\" _windows_stale "${_windows_stale}")
set(_fix "Fix: replace or remove the cuDNN DLLs beside the program in @DIR@, which Windows loads before any PATH entry: replace them with those of cuDNN 9\\.28 or a newer 9\\.x built for CUDA 13\\.5, or remove them so that [^ ]*cu13_9_28[^ ]*bin on PATH is used \\(the build used cuDNN 9\\.28\\.1 from there\\)\\.")
string(REPLACE "@DIR@" "${_report_stale}" _report_fix "${_fix}")
string(REPLACE "@DIR@" "${_windows_stale}" _fix "${_fix}")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_stale}/app.exe" PATH "${_bin928}")
cudnn_strict_case_expect("stale: exit code" "${_rc}" "^1$" "${_out}")
cudnn_strict_case_expect("stale: output" "${_out}"
  "note\\.0\\.library=${_report_stale}..cudnn64_9\\.dll .*note\\.0\\.library_version=9\\.1\\.0 .*note\\.0\\.status=INCOMPATIBLE check\\.0\\.note\\.0\\.message=.*${_report_fix} check\\.0\\.status=FAIL")
windows_run(_rc _out "${_stale}/app.exe" PATH "${_bin928}")
cudnn_strict_case_expect("stale, guard: exit code" "${_rc}" "^78$" "${_out}")
cudnn_strict_case_expect("stale, guard: output" "${_out}"
  "^cudnn-strict: this program was built with cuDNN 9\\.28\\.1 but loaded cuDNN 9\\.1\\.0 from ${_windows_stale}.cudnn64_9\\.dll \\(loader search\\): .* ${_fix} Stopping;")
foreach(_text IN ITEMS "${_out}")
  if(_text MATCHES "first in PATH|before it")
    message(FATAL_ERROR "the fix for DLLs beside the program asks for a PATH order:\n${_text}")
  endif()
endforeach()

# A folder named outside the ANSI code page's safe range, beside the
# program and on PATH: read through the wide API, not lost.
set(_unicode "${CASE_BUILD_DIR}/Program Files é")
deploy("${_unicode}" "${_bin928}")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_unicode}/app.exe")
cudnn_strict_case_expect("non-ASCII beside: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("non-ASCII beside: output" "${_out}"
  "check\\.0\\.path=[^ ]*Beside..Program Files é..app\\.exe .*note\\.0\\.library=[^ ]*Program Files é..cudnn64_9\\.dll .*note\\.0\\.status=OK .*check\\.0\\.status=PASS")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${CASE_BUILD_DIR}/app.exe" PATH "${_unicode}")
cudnn_strict_case_expect("non-ASCII on PATH: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("non-ASCII on PATH: output" "${_out}"
  "note\\.0\\.library=[^ ]*Program Files é..cudnn64_9\\.dll check\\.0\\.note\\.0\\.found_by=loader search .*note\\.0\\.status=OK .*check\\.0\\.status=PASS")
