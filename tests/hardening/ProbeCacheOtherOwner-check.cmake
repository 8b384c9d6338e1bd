include("${SUITE_DIR}/support/ProbeCache.cmake")
probe_cache_program_entries(entry)
set(marker "${CASE_BUILD_DIR}-ran")
probe_cache_plant_marker("${entry}" "${marker}")
execute_process(COMMAND chown -R 65534 "${entry}" RESULT_VARIABLE rc)
cudnn_strict_case_expect("giving the entry away" "${rc}" "^0$")
probe_cache_configure(other-owner from)
probe_cache_expect_not_run("${marker}")
cudnn_strict_case_expect("origin with another user's entry" "${from}" "^built$")
# The checks forced: a tree with the same inputs as one before replays
# that tree's findings (Replay.cmake) and asks for no program.
probe_cache_configure(other-owner-again from "-DCUDNN_STRICT_FORCE_CHECK=ON")
probe_cache_expect_not_run("${marker}")
cudnn_strict_case_expect("origin with another user's entry, again" "${from}" "^built$")
