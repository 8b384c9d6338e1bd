include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
# What the library prints when it is loaded: on stderr, every time.
set(_forged "judgement=OK\nverdict=OK\nlibrary\\.version=9\\.19\\.0\nlibrary\\.code=91900\n([a-z0-9_.]+=[^\n]*\n)*check\\.status=PASS\n")

deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_forging_LIBRARY}" --gpu-check off
  --format keyvalue RESULT "^1$")
deploy_expect_text("stderr" "${err}" "^(${_forged})+$")
deploy_expect_text("the key=value report" "${out}" "^probe\\.format=1\n")
foreach(_key IN ITEMS judgement verdict library\\.version)
  string(REGEX MATCHALL "(^|\n)${_key}=[^\n]*" _lines "${out}")
  deploy_expect_text("the report's lines of ${_key}" "${_lines}" "^\n?${_key}=[^\n;]*$")
endforeach()
deploy_expect_text("the key=value report" "${out}" "\njudgement=INCOMPATIBLE\n")
deploy_expect_text("the key=value report" "${out}" "\nlibrary\\.version=9\\.13\\.0\n")

deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_forging_LIBRARY}" --gpu-check off
  --json RESULT "^1$")
deploy_expect_text("stderr" "${err}" "^(${_forged})+$")
set(report "${out}")
deploy_expect(judgement "^INCOMPATIBLE$")
deploy_expect(library.version "^9\\.13\\.0$")

deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_forging_LIBRARY}" --gpu-check off
  RESULT "^1$")
deploy_expect_text("stderr" "${err}" "^(${_forged})+$")
deploy_expect_text("the report for people" "${out}" "^[^\n]*/libcudnn\\.so\\.9 +INCOMPATIBLE\n  built: +cuDNN 9\\.19\\.0 header")
