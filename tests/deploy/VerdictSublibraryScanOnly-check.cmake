include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(_report "${CASE_BUILD_DIR}/report.txt")
file(WRITE "${_report}" "header.pp_major=9\nheader.pp_minor=19\nheader.pp_patch=0\n"
  "probe.run=SKIPPED\nprobe.skip_reason=cross-compiling without an emulator\n")
set(_scan "${CASE_BUILD_DIR}/scan.txt")
file(WRITE "${_scan}" "sublibrary_scan.command=reader --library-file\n"
  "sublibrary_scan.file.graph=/w/real/cudnn_graph64_9.dll\nsublibrary_scan.found=graph\n"
  "sublibrary_scan.missing=cnn ops\nsublibrary_scan.missing.cnn=cudnn_cnn64_9.dll\n"
  "sublibrary_scan.missing.ops=cudnn_ops64_9.dll\nsublibrary_scan.elsewhere=\n"
  "sublibrary_scan.error=\nsublibrary_scan.status=OK\n")
deploy_run("${DEPLOY_PROBE}" --verdict "${_report}" --library /w/bin/cudnn64_9.dll --policy COMPATIBLE
  --cross-compiling --target-system Windows --processor AMD64 --sublibrary-scan "${_scan}" --json)
set(report "${out}")
deploy_expect(check "^NOT_CHECKED$")
deploy_expect(sub.found "^graph$")
deploy_expect(sub.file.graph "^/w/bin/cudnn_graph64_9\\.dll$")
deploy_expect(sub.missing "^cnn ops$")
deploy_expect(sub.not_shipped "^$")
deploy_expect(sub.message "^the cuDNN 9\\.19\\.0 install at /w/bin/cudnn64_9\\.dll lacks the sub-libraries cudnn_cnn64_9\\.dll, cudnn_ops64_9\\.dll \\(libcudnn loads them")
cudnn_strict_case_expect("stderr" "${err}" "^$")
