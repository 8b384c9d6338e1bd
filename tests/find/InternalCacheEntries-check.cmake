# The same entries after a re-configure that reused them, and no others.
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^0$")
cudnn_strict_case_internal_entries(_names)
cudnn_strict_case_expect("the INTERNAL cache entries" "${_names}"
  "^_CuDNNStrict_LAST_SUMMARY _CuDNNStrict_PROBE_REPORT _CuDNNStrict_READER _CuDNNStrict_SEARCHED$")
