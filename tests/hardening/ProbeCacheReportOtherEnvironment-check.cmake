include("${SUITE_DIR}/support/ProbeCache.cmake")
# The first tree's run, planted with a version the fake is not.
probe_cache_plant_run()

# CUDNN_ROOT set: the checks run again, and report the fake's version.
set(ENV{CUDNN_ROOT} "${CASE_BUILD_DIR}/another-root")
probe_cache_configure_tree(other-root rc out err)
unset(ENV{CUDNN_ROOT})
cudnn_strict_case_expect("exit with CUDNN_ROOT set" "${rc}" "^0$")
cudnn_strict_case_expect("stderr with CUDNN_ROOT set" "${err}" "^$")
cudnn_strict_case_expect("the tree with CUDNN_ROOT set" "${out}"
  "PROBE FOUND=TRUE VERSION=9\\.19\\.0 probe\\.program_from=cache ")

# The same shell as the first tree's takes its run: the planted version.
probe_cache_configure_tree(same rc out err)
cudnn_strict_case_expect("exit in the first tree's shell" "${rc}" "^0$")
cudnn_strict_case_expect("stderr in the first tree's shell" "${err}" "^$")
cudnn_strict_case_expect("the tree in the first tree's shell" "${out}"
  "PROBE FOUND=TRUE VERSION=9\\.19\\.7 probe\\.program_from=cache ")
