include("${SUITE_DIR}/support/Run.cmake")
cross_build()
cross_run(cudnn_version rc out)
cudnn_strict_case_expect("the aarch64 program under qemu" "${rc}: ${out}" "^0: cudnnGetVersion=91900 CUDNN_VERSION=91900")
