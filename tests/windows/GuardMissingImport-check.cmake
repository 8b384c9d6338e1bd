include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the guarded program failed:\n${_out}")
endif()
set(_app "${CASE_BUILD_DIR}/app.exe")
set(_probe "${CASE_BUILD_DIR}/probe/cudnn-strict-probe.exe")
set(_bin "${CASE_BUILD_DIR}/fake/bin")

# Whole: the import is found beside cuDNN, the release is checked.
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_app}" PATH "${_bin}")
cudnn_strict_case_expect("whole: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("whole: output" "${_out}"
  "check\\.0\\.note\\.0\\.dependency\\.needed\\.count=0 .*check\\.0\\.note\\.0\\.status=OK .*check\\.0\\.status=PASS")

# cublasLt64_12.dll gone: the DLL does not load, and the install is
# refused (INCOMPLETE_RELEASE) with the import, the DLL that imports it
# and the fix.
file(REMOVE "${_bin}/cublasLt64_12.dll")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_app}" PATH "${_bin}")
cudnn_strict_case_expect("missing: exit code" "${_rc}" "^6$" "${_out}")
cudnn_strict_case_expect("missing: output" "${_out}"
  "check\\.0\\.note\\.0\\.dependency\\.needed\\.0\\.name=cublasLt64_12\\.dll check\\.0\\.note\\.0\\.dependency\\.needed\\.0\\.needed_by=[^ ]*fake\\\\\\\\bin\\\\\\\\cudnn64_9\\.dll check\\.0\\.note\\.0\\.dependency\\.needed\\.0\\.status=MISSING .*check\\.0\\.note\\.0\\.release\\.status=MISSING_DEPENDENCY .*check\\.0\\.note\\.0\\.status=INCOMPLETE_RELEASE .*check\\.0\\.note\\.0\\.message=cudnn-strict: this program was built with cuDNN 9\\.1\\.0 and would load [^ ]*fake\\\\\\\\bin\\\\\\\\cudnn64_9\\.dll \\(loader search[^)]*\\), whose install cannot load: the cuDNN install of [^ ]*cudnn64_9\\.dll cannot load: cudnn64_9\\.dll needs cublasLt64_12\\.dll \\(in its import table\\).*nvidia-cublas-cu12 .*check\\.0\\.status=FAIL")

# On PATH only: the guard loads cuDNN by its full path, whose imports
# Windows takes from cuDNN's directory, the application's and the system
# directory, not from PATH; the DLL does not load, and the reason names
# the import.
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_app}" PATH "${_bin}" "${CASE_BUILD_DIR}/stubs")
cudnn_strict_case_expect("on PATH only: exit code" "${_rc}" "^6$" "${_out}")
cudnn_strict_case_expect("on PATH only: output" "${_out}"
  "check\\.0\\.note\\.0\\.status=INCOMPLETE_RELEASE .*check\\.0\\.note\\.0\\.message=cudnn-strict: this program was built with cuDNN 9\\.1\\.0 and would load [^ ]*cudnn64_9\\.dll \\([^)]*\\), whose install cannot load: the cuDNN install of [^ ]*cudnn64_9\\.dll cannot load: cudnn64_9\\.dll needs cublasLt64_12\\.dll \\(in its import table\\), which the loader does not find \\(cuDNN's directory [^ ]*fake\\\\\\\\bin, the application's directory, the system directory: not PATH.*\\): cuDNN cannot load cudnn64_9\\.dll\\. Fix: install cuBLAS .*and copy cublasLt64_12\\.dll into [^ ]*fake\\\\\\\\bin, cuDNN's directory")
