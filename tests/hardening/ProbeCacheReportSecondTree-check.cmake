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

# The first policy's run stays where it was.
probe_cache_configure_tree(again rc out err)
cudnn_strict_case_expect("the tree with the first policy again" "${out}" "PROBE FOUND=TRUE VERSION=9\\.19\\.7 probe\\.program_from=cache ")
