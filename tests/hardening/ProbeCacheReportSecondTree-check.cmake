include("${SUITE_DIR}/support/ProbeCache.cmake")
# The first tree's run, planted with a version the fake is not.
probe_cache_plant_run()

probe_cache_configure_tree(second rc out err)
cudnn_strict_case_expect("exit of the second tree" "${rc}" "^0$")
cudnn_strict_case_expect("stderr of the second tree" "${err}" "^$")
cudnn_strict_case_expect("the second tree" "${out}"
  "PROBE FOUND=TRUE VERSION=9\\.19\\.7 probe\\.program_from=cache ")

# Another policy is another fingerprint: the checks run again.
probe_cache_configure_tree(other-policy rc out err -DCUDNN_STRICT_POLICY=EXACT)
cudnn_strict_case_expect("exit with another policy" "${rc}" "^0$")
cudnn_strict_case_expect("stderr with another policy" "${err}" "^$")
cudnn_strict_case_expect("the tree with another policy" "${out}"
  "PROBE FOUND=TRUE VERSION=9\\.19\\.0 probe\\.program_from=cache ")

# The first policy's run stays where it was.  Another guard action (no
# input of the run) keeps the tree from replaying the second one's
# findings (Replay.cmake), which would take no run.
probe_cache_configure_tree(again rc out err -DCUDNN_STRICT_GUARD_ACTION=WARN)
cudnn_strict_case_expect("the tree with the first policy again" "${out}" "PROBE FOUND=TRUE VERSION=9\\.19\\.7 probe\\.program_from=cache ")
