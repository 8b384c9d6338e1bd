# The guard under Wine: the PATH order decides which cudnn64_9.dll loads,
# and CUDNN_STRICT_GUARD what happens when it is the wrong one.
include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the guarded program failed:\n${_out}")
endif()
set(_app "${CASE_BUILD_DIR}/app.exe")
set(_bin91 "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin")
set(_bin912 "${WINDOWS_RELEASE_cu13_9_12_ROOT}/bin")
windows_path("${_bin912}" _windows_bin912)
string(REPLACE "\\" "\\\\" _windows_bin912 "${_windows_bin912}")

# Its own release first in PATH: passes, and verbose says which file.
windows_run(_rc _out "${_app}" PATH "${_bin91}" "${_bin912}" GUARD verbose)
cudnn_strict_case_expect("pass: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("pass: output" "${_out}"
  "cudnn-strict: cuDNN 9\\.1\\.0 from [^ ]*cu12_9_1[^ ]*cudnn64_9\\.dll \\(loader search; its directory is in PATH\\) can run this program.*main ran")

# The other release first: the same program stops before main.
windows_run(_rc _out "${_app}" PATH "${_bin912}" "${_bin91}")
cudnn_strict_case_expect("stop: exit code" "${_rc}" "^78$" "${_out}")
cudnn_strict_case_expect("stop: output" "${_out}"
  "^cudnn-strict: this program was built with cuDNN 9\\.1\\.0 for CUDA 12\\.4 but loaded cuDNN 9\\.12\\.0 built for CUDA 13\\.0 from ${_windows_bin912}.cudnn64_9\\.dll \\(loader search; its directory is in PATH\\).* Fix: remove ${_windows_bin912} from PATH or put [^ ]*cu12_9_1[^ ]* before it.* Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway\\.")
if(_out MATCHES "main ran")
  message(FATAL_ERROR "the guard let main run after a refusal:\n${_out}")
endif()

# warn: the same message, then main.
windows_run(_rc _out "${_app}" PATH "${_bin912}" "${_bin91}" GUARD warn)
cudnn_strict_case_expect("warn: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("warn: output" "${_out}"
  "loaded cuDNN 9\\.12\\.0 .* Continuing anyway \\(CUDNN_STRICT_GUARD=warn\\)\\. main ran")

# off: no check at all.
windows_run(_rc _out "${_app}" PATH "${_bin912}" "${_bin91}" GUARD off)
cudnn_strict_case_expect("off: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("off: output" "${_out}" "^main ran $")

# No cuDNN in PATH: named, with the directory to add.
windows_run(_rc _out "${_app}")
cudnn_strict_case_expect("missing: exit code" "${_rc}" "^78$" "${_out}")
cudnn_strict_case_expect("missing: output" "${_out}"
  "cudnn64_9\\.dll cannot be loaded: cudnn64_9\\.dll is in none of the application directory, the system directories and the absolute PATH entries.* Fix: add [^ ]*cu12_9_1[^ ]*bin to PATH")

# --check-binary reads the guard's note from the PE file and judges the
# DLL its search would pick for it, without running it.
set(_probe "${CASE_BUILD_DIR}/probe/cudnn-strict-probe.exe")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_app}" PATH "${_bin91}" "${_bin912}")
cudnn_strict_case_expect("check-binary pass: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("check-binary pass: output" "${_out}"
  "check\\.0\\.kind=program check\\.0\\.notes=1 .*note\\.0\\.built_version=9\\.1\\.0 .*note\\.0\\.soname=cudnn64_9\\.dll .*note\\.0\\.library_version=9\\.1\\.0 .*note\\.0\\.status=OK .*check\\.0\\.status=PASS")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_app}" PATH "${_bin912}" "${_bin91}")
cudnn_strict_case_expect("check-binary fail: exit code" "${_rc}" "^1$" "${_out}")
cudnn_strict_case_expect("check-binary fail: output" "${_out}"
  "note\\.0\\.library_version=9\\.12\\.0 .*note\\.0\\.status=CUDA_MAJOR_DIFFERS .*check\\.0\\.status=FAIL")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_app}")
cudnn_strict_case_expect("check-binary not found: exit code" "${_rc}" "^2$" "${_out}")
cudnn_strict_case_expect("check-binary not found: output" "${_out}"
  "note\\.0\\.status=NOT_FOUND .*check\\.0\\.status=NOT_LOADABLE")
