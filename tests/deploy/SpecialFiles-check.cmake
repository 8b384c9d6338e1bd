include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_fake_dir(v9_19_0 built)
set(fifos "${CASE_BUILD_DIR}/fifos")
file(REMOVE_RECURSE "${fifos}")
file(MAKE_DIRECTORY "${fifos}")
execute_process(COMMAND mkfifo "${fifos}/fifo" "${fifos}/libcudnn.so.9" "${fifos}/ld.so.cache"
  RESULT_VARIABLE fifo_rc)
if(NOT fifo_rc EQUAL 0)
  message(FATAL_ERROR "Case ${CASE}: mkfifo failed")
endif()
deploy_check("${fifos}/fifo" RESULT "^5$")
deploy_expect(check.0.status "^UNREADABLE$")
deploy_expect(check.0.reason "^it cannot be opened as a regular file$")
# The loader passes over what it cannot map and takes the next directory's.
deploy_check(app LIBRARY_PATH "${fifos}" "${FAKE_v9_19_0_LIBRARY_DIR}"
  ENV "CUDNN_STRICT_LD_SO_CACHE=${fifos}/ld.so.cache")
deploy_expect(check.0.note.0.library "^${built}/libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.status "^OK$")
deploy_expect(check.0.status "^PASS$")

# The configure's check, given a FIFO as the library: refused by what it
# is, before any process loads it.
deploy_run("${DEPLOY_PROBE}" --library "${fifos}/libcudnn.so.9" --header-version 9.19.0
  --gpu-check off --json RESULT "^[1-9][0-9]*$")
set(report "${out}")
deploy_expect(verdict "^NOT_LOADABLE$")
deploy_expect(verdict.message "^the cuDNN library [^ ]*/fifos/libcudnn\\.so\\.9 is not a regular file \\(a directory, a FIFO or a device\\)\\. Fix: ")

# The search for a compatible copy after a refusal passes a FIFO over, and
# names the copy after it.
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_1_0_LIBRARY}" --header-version 9.19.0
  --gpu-check off --search-locations ROOT --search-dir "ROOT:a FIFO=${fifos}"
  --search-dir "ROOT:the good one=${FAKE_v9_19_0_LIBRARY_DIR}" --json RESULT "^[1-9][0-9]*$")
set(report "${out}")
deploy_expect(judgement "^INCOMPATIBLE$")
deploy_expect(fix.suggestion "^A compatible cuDNN 9\\.19\\.0 library is at [^ ]*/v9_19_0/lib64/libcudnn\\.so\\.9 \\(the good one\\)")
