include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
get_filename_component(_fake "${FAKE_v9_19_0_LIBRARY}" DIRECTORY)
set(_bin "${CASE_BUILD_DIR}/windows/bin")
file(REMOVE_RECURSE "${_bin}")
file(MAKE_DIRECTORY "${_bin}")
# libcudnn's DLL: the PE headers the reader reads, x86-64 (0x8664), PE32+.
execute_process(COMMAND printf "MZ%058d\\100\\000\\000\\000PE\\000\\000\\144\\206%018d\\013\\002" 0 0
  OUTPUT_FILE "${_bin}/cudnn64_9.dll")
foreach(_name IN ITEMS cudnn_graph cudnn_cnn)
  file(COPY_FILE "${_fake}/lib${_name}.so.9" "${_bin}/${_name}64_9.dll")
endforeach()
deploy_run("${DEPLOY_PROBE}" --library-file "${_bin}/cudnn64_9.dll" --naming windows
  --processor x86_64 --json RESULT "^1$")
set(report "${out}")
deploy_expect(library_check.status "^OK$")
deploy_expect(sublibrary_scan.status "^BROKEN$")
deploy_expect(sublibrary_scan.found "^$")
deploy_expect(sublibrary_scan.error
  "^the cuDNN library [^ ]*/windows/bin/cudnn_graph64_9\\.dll is not a DLL \\(it has no PE header: a text file or a damaged download\\?\\)\\. Fix: reinstall cuDNN, or set CUDNN_LIBRARY to the real cudnn64_<major>\\.dll$")
cudnn_strict_case_expect("stderr" "${err}" "^$")
