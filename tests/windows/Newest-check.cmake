# The probe and --check-binary on the cuDNN 9.28 wheel under Wine: whole,
# with cudnn_ext64_9.dll a stub.
include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the guarded program failed:\n${_out}")
endif()
set(_bin "${WINDOWS_RELEASE_cu13_9_28_ROOT}/bin")
set(_probe "${CASE_BUILD_DIR}/probe/cudnn-strict-probe.exe")
set(_sublibraries "graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic engines_tensor_ir ext")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue PATH "${_bin}")
cudnn_strict_case_expect("probe: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("probe: report" "${_out}"
  "library\\.version=9\\.28\\.1 .*sublibrary\\.engines_tensor_ir\\.status=OK .*sublibrary\\.ext\\.status=STUB sublibrary\\.ext\\.check=3000 sublibraries=${_sublibraries} release\\.status=OK .*judgement=OK ")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${CASE_BUILD_DIR}/app.exe" PATH "${_bin}")
cudnn_strict_case_expect("check-binary: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("check-binary: output" "${_out}"
  "note\\.0\\.sublibrary\\.ext\\.status=STUB check\\.0\\.note\\.0\\.sublibrary\\.ext\\.check=3000 check\\.0\\.note\\.0\\.sublibraries=${_sublibraries} check\\.0\\.note\\.0\\.release\\.status=OK .*note\\.0\\.library_version=9\\.28\\.1 .*note\\.0\\.status=OK .*check\\.0\\.status=PASS check\\.status=PASS")
windows_run(_rc _out "${CASE_BUILD_DIR}/app.exe" PATH "${_bin}" GUARD verbose)
cudnn_strict_case_expect("guard: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("guard: output" "${_out}"
  "^cudnn-strict: cuDNN 9\\.28\\.1 from [^ ]*cu13_9_28[^ ]*cudnn64_9\\.dll \\(loader search; its directory is in PATH\\) can run this program, built with cuDNN 9\\.28\\.1 \\(policy COMPATIBLE\\)\\. main ran $")
