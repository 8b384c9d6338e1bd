include("${FAKES_FILE}")
set(ENV{CUDNN_ROOT} "${FAKE_v9_1_0_ROOT}")
cudnn_strict_case_configure(rc out err)
unset(ENV{CUDNN_ROOT})
cudnn_strict_case_expect("second configure" "${rc} ${out}"
  "^0 .*RESULT VERSION=9\\.1\\.0 LIBRARY_VERSION=9\\.1\\.0")
cudnn_strict_case_expect("stderr of the second configure" "${err}" "^$")
