include("${SUITE_DIR}/support/Check.cmake")
if(NOT DEFINED TOOLKIT_ROOT)
  return()  # skipped at configure
endif()
deploy_build()
deploy_regex_quote("${TOOLKIT_ROOT}" toolkit)
# The toolkit's directory, under the configure's label for it.
set(fix "A compatible cuDNN 9\\.21\\.0 is at (${toolkit}/[^ ]+) \\(CUDA toolkit\\): run with LD_LIBRARY_PATH=${toolkit}/[^ $]+\\$\\{LD_LIBRARY_PATH:\\+:\\$LD_LIBRARY_PATH\\}\\.")
set(only_toolkit ENV CUDNN_STRICT_SEARCH_LOCATIONS=TOOLKIT --unset=CUDA_HOME --unset=CUDA_PATH)

# --check-binary reads the plan from the binary's note.
deploy_check(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ${only_toolkit} RESULT "^1$")
deploy_expect(check.0.note.0.status "^INCOMPATIBLE$")
deploy_expect(check.0.note.0.fix "^${fix}")

# The guard of the running program leaves the search to --check-binary.
file(REAL_PATH "${CASE_BUILD_DIR}/app" app)
deploy_regex_quote("${app}" app)
set(pointer "For a fix, run cudnn-strict-probe --check-binary ${app}\\.")
deploy_run("${CASE_BUILD_DIR}/app" LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ${only_toolkit} RESULT "^78$")
cudnn_strict_case_expect("the guard's fix" "${err}" "\\. ${pointer} Stopping;")

# Following the fix --check-binary found works.
string(JSON _fix GET "${report}" check.0.note.0.fix)
string(REGEX MATCH "is at ([^ ]+) " _ "${_fix}")
deploy_run("${CASE_BUILD_DIR}/app" LIBRARY_PATH "${CMAKE_MATCH_1}" "${FAKE_v9_1_0_LIBRARY_DIR}")
