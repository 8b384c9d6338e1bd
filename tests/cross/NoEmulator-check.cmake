# What was built without an emulator still runs on the target.
include("${SUITE_DIR}/support/Run.cmake")
cross_build()
cross_run(cudnn_version rc out)
cudnn_strict_case_expect("the aarch64 program under qemu" "${rc}: ${out}" "^0: cudnnGetVersion=91900")
