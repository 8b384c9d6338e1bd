include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_regex_quote("${FAKE_v9_21_0_ROOT}/lib64" elsewhere)
deploy_regex_quote("${FAKE_v9_1_0_ROOT}" older_root)
set(env "CuDNNStrict_ROOT=${FAKE_v9_21_0_ROOT}")
set(fix "A compatible cuDNN 9\\.21\\.0 is at ${elsewhere} \\(CuDNNStrict_ROOT\\): run with LD_LIBRARY_PATH=${elsewhere}\\$\\{LD_LIBRARY_PATH:\\+:\\$LD_LIBRARY_PATH\\}\\. Or rebuild against 9\\.1\\.0: -DCUDNN_INCLUDE_DIR=${older_root}/include -DCUDNN_LIBRARY=${older_root}/lib64/libcudnn\\.so\\.9\\.")

deploy_check(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV "${env}" RESULT "^1$")
deploy_expect(check.0.note.0.fix "^${fix}$")
deploy_expect(check.0.note.0.message " Fix: .*\\. ${fix}$")

# The guard of the running program leaves the search to --check-binary,
# which it names with the program's path.
file(REAL_PATH "${CASE_BUILD_DIR}/app" app)
deploy_regex_quote("${app}" app)
set(pointer "For a fix, run cudnn-strict-probe --check-binary ${app}\\.")
deploy_run("${CASE_BUILD_DIR}/app" LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV "${env}" RESULT "^78$")
cudnn_strict_case_expect("the guard's fix" "${err}" "\\. ${pointer} Stopping;")

# Following it works.
deploy_check(app LIBRARY_PATH "${FAKE_v9_21_0_ROOT}/lib64" "${FAKE_v9_1_0_LIBRARY_DIR}")
deploy_expect(check.0.note.0.status "^OK$")
deploy_run("${CASE_BUILD_DIR}/app" LIBRARY_PATH "${FAKE_v9_21_0_ROOT}/lib64" "${FAKE_v9_1_0_LIBRARY_DIR}")

# A copy the rule would take but that is built for another CUDA major does
# not count: the search falls back to the directory the build used.
deploy_check(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV "CuDNNStrict_ROOT=${FAKE_v9_cudart12_ROOT}" RESULT "^1$")
deploy_expect(check.0.note.0.fix "^A compatible cuDNN 9\\.19\\.0 is at [^ ]*/v9_19_0/lib64 \\(the directory the build used\\)")
