include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(_report "${CASE_BUILD_DIR}/stopped-report.txt")
file(WRITE "${_report}" "header.pp_major=9\nheader.pp_minor=19\nheader.pp_patch=0\n"
  "probe.run=DONE\nlibrary.requested=/t/libcudnn.so.9\nprobe.exit=Child aborted\n"
  "probe.stderr=qemu: uncaught target signal 6 (Aborted)\n")
deploy_run("${DEPLOY_PROBE}" --verdict "${_report}" --library /t/libcudnn.so.9 --policy MINOR
  --cross-compiling --emulator "qemu-aarch64 -L /t" --target-system Linux --processor arm64
  --toolkit-version 13.0 --json)
set(report "${out}")
deploy_expect(check "^FAILED$")
deploy_expect(check.target "^aarch64$")
deploy_expect(check.reason "^the probe that checks /t/libcudnn\\.so\\.9 did not finish under the emulator qemu-aarch64 -L /t \\(exit status: Child aborted; qemu: uncaught target signal 6 \\(Aborted\\)\\): a library cuDNN loads \\(libz\\.so\\.1, libstdc\\+\\+\\.so\\.6, a sub-library\\) is missing for aarch64 or the emulator cannot run it; the library was not checked\\. Fix: make the aarch64 libraries")
deploy_expect(check.warning.count "^0$")
cudnn_strict_case_expect("stderr" "${err}" "^$")
