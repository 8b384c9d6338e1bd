# --check-binary with the program's cuDNN 8.9 on PATH, less its
# cudnn_cnn_infer64_8.dll: a verdict naming the DLL, not an ended process,
# and a fix in Windows's terms (the program's folder, then PATH).
include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the guarded program failed:\n${_out}")
endif()
set(_root "${WINDOWS_RELEASE_cu11_8_9_ROOT}")
set(_bin "${CASE_BUILD_DIR}/partial/bin")
file(REMOVE_RECURSE "${_bin}")
file(MAKE_DIRECTORY "${_bin}")
file(GLOB _dlls RELATIVE "${_root}/bin" "${_root}/bin/*.dll")
foreach(_dll IN LISTS _dlls)
  if(NOT _dll STREQUAL "cudnn_cnn_infer64_8.dll")
    file(CREATE_LINK "${_root}/bin/${_dll}" "${_bin}/${_dll}" SYMBOLIC)
  endif()
endforeach()
set(_probe "${CASE_BUILD_DIR}/probe/cudnn-strict-probe.exe")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${CASE_BUILD_DIR}/app.exe" PATH "${_bin}")
cudnn_strict_case_expect("check-binary: exit code" "${_rc}" "^6$" "${_out}")
cudnn_strict_case_expect("check-binary: output" "${_out}"
  "check\\.0\\.note\\.0\\.sublibrary\\.cnn_infer\\.status=MISSING .*check\\.0\\.note\\.0\\.release\\.status=MISSING .*lacks cudnn_cnn_infer64_8\\.dll, which 8\\.9\\.5 ships: .* Fix: reinstall cuDNN 8\\.9\\.5 completely, or put a complete install's DLLs beside the program, or its bin directory first on PATH where no cuDNN DLL is beside the program \\(Windows searches the program's own folder before PATH\\).* check\\.0\\.note\\.0\\.status=INCOMPLETE_RELEASE .*check\\.status=FAIL")
