include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_regex_quote("${FAKE_v9_1_0_ROOT}" older_root)
deploy_regex_quote("${FIXNONE_OWN}/lib64" own)
set(rebuild " Or rebuild against 9\\.1\\.0: -DCUDNN_INCLUDE_DIR=${older_root}/include -DCUDNN_LIBRARY=${older_root}/lib64/libcudnn\\.so\\.9\\.")

# The searched places hold nothing, but the directory the build used does:
# the guard and --check-binary name it, whatever the search locations.
deploy_check(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^1$")
deploy_expect(check.0.note.0.fix "^A compatible cuDNN 9\\.19\\.0 is at ${own} \\(the directory the build used\\): run with LD_LIBRARY_PATH=${own}\\$\\{LD_LIBRARY_PATH:\\+:\\$LD_LIBRARY_PATH\\}\\.${rebuild}$")

file(REMOVE_RECURSE "${FIXNONE_OWN}/lib64")
set(none "No compatible cuDNN is on this machine \\(searched LD_LIBRARY_PATH and ROOT\\): install cuDNN 9\\.19 or a newer 9\\.x built for CUDA [1-9][0-9]* \\(the pip wheel nvidia-cudnn-cu[1-9][0-9]*, or NVIDIA's packages\\)\\.")
deploy_check(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^1$")
deploy_expect(check.0.note.0.fix "^${none}${rebuild}$")
# The guard leaves the search to --check-binary.
file(REAL_PATH "${CASE_BUILD_DIR}/app" app)
deploy_regex_quote("${app}" app)
set(pointer "For a fix, run cudnn-strict-probe --check-binary ${app}\\.")
deploy_run("${CASE_BUILD_DIR}/app" LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^78$")
cudnn_strict_case_expect("the guard's fix" "${err}" "\\. ${pointer} Stopping;")

# A library without a usable version: what to install, and no rebuild
# against it.
deploy_check(app LIBRARY_PATH "${FAKE_v9_no_get_version_LIBRARY_DIR}" RESULT "^2$")
deploy_expect(check.0.note.0.status "^NOT_CUDNN$")
deploy_expect(check.0.note.0.fix "^${none}$")
