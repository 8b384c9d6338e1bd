include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
include("${FAKES_FILE}")

set(_zlib_words "libcudnn_graph\\.so\\.9 needs libz\\.so\\.1 \\(DT_NEEDED\\), which the loader does not find .*Fix: install zlib \\(Debian and Ubuntu: the zlib1g package; RHEL: zlib\\) in a directory on LD_LIBRARY_PATH")
deploy_check(app LIBRARY_PATH "${FAKE_v9_without_zlib_LIBRARY_DIR}" RESULT "^6$")
deploy_expect(check.0.note.0.library_version "^9\\.19\\.0$")
deploy_expect(check.0.note.0.release.status "^MISSING_DEPENDENCY$")
deploy_expect(check.0.note.0.release.missing "^libz\\.so\\.1$")
deploy_expect(check.0.note.0.dependency.needed.0.name "^libz\\.so\\.1$")
deploy_expect(check.0.note.0.dependency.needed.0.needed_by "/v9_without_zlib/lib64/libcudnn_graph\\.so\\.9$")
deploy_expect(check.0.note.0.dependency.needed.0.status "^MISSING$")
deploy_expect(check.0.note.0.status "^INCOMPLETE_RELEASE$")
deploy_expect(check.0.note.0.fix "${_zlib_words}")
deploy_expect(check.0.status "^FAIL$")

# The fix as written: zlib's directory on LD_LIBRARY_PATH.
deploy_check(app LIBRARY_PATH "${FAKE_v9_without_zlib_LIBRARY_DIR}" "${FAKE_ZLIB_DIR}")
deploy_expect(check.0.note.0.dependency.needed.count "^0$")
deploy_expect(check.0.note.0.release.status "^OK$")
deploy_expect(check.0.note.0.status "^OK$")

# --library reports the same keys, and stops before cuDNN runs.
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_without_zlib_LIBRARY_DIR}/libcudnn.so.9"
  --gpu-check off --json MACHINE_CACHE RESULT "^2$")
set(report "${out}")
deploy_expect(release.status "^MISSING_DEPENDENCY$")
deploy_expect(dependency.needed.0.name "^libz\\.so\\.1$")
deploy_expect(dependency.needed.0.message "^${_zlib_words}")
deploy_expect(verdict "^NOT_LOADABLE$")
deploy_expect(library.version "^$")
