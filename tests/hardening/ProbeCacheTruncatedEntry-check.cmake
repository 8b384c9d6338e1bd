include("${SUITE_DIR}/support/ProbeCache.cmake")
probe_cache_program_entries(entry)
execute_process(COMMAND truncate -s 4096 "${entry}/cudnn-strict-probe" RESULT_VARIABLE rc)
cudnn_strict_case_expect("truncating the entry" "${rc}" "^0$")
probe_cache_configure(after-truncation from)
cudnn_strict_case_expect("origin after the truncation" "${from}" "^built$")
probe_cache_expect_sound("${entry}")
# The checks forced: a tree with the same inputs as one before replays
# that tree's findings (Replay.cmake) and asks for no program.
probe_cache_configure(after-rebuild from "-DCUDNN_STRICT_FORCE_CHECK=ON")
cudnn_strict_case_expect("origin after the rebuild" "${from}" "^cache$")
