include("${SUITE_DIR}/support/ProbeCache.cmake")
# The entry that holds the first tree's run: the library's version in it
# replaced by one the fake is not (9.19.7), with the SHA-256 recorded
# beside it, so that a tree that shows that version took the run from the
# cache.
file(GLOB runs "${CASE_BUILD_DIR}/xdg/cudnn-strict/*/run.txt")
list(LENGTH runs count)
cudnn_strict_case_expect("entries holding a run" "${count}" "^1$")
get_filename_component(entry "${runs}" DIRECTORY)
file(READ "${runs}" run)
string(REPLACE "\nlibrary.version=9.19.0\n" "\nlibrary.version=9.19.7\n" planted "${run}")
cudnn_strict_case_expect("the planted version" "${planted}" " library\\.version=9\\.19\\.7 ")
file(WRITE "${runs}" "${planted}")
file(SHA256 "${runs}" hash)
file(WRITE "${entry}/sha256.txt" "run.txt ${hash}\n")

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
