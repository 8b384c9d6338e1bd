include("${SUITE_DIR}/support/ProbeCache.cmake")
probe_cache_configure(second from)
cudnn_strict_case_expect("origin in the second tree" "${from}" "^cache$")
# Only this user may write the cache: its directories are made 0700.
execute_process(COMMAND stat -c "%a" "${CASE_BUILD_DIR}/xdg/cudnn-strict" OUTPUT_VARIABLE mode
  OUTPUT_STRIP_TRAILING_WHITESPACE)
cudnn_strict_case_expect("mode of the cache directory" "${mode}" "^700$")
probe_cache_program_entries(entries)
list(LENGTH entries count)
cudnn_strict_case_expect("program entries" "${count}" "^1$")
