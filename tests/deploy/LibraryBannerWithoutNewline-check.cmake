include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(_banner "fake cuDNN banner, no newline: ")

deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_banner_LIBRARY}" --gpu-check off
  --format keyvalue)
deploy_expect_text("stderr" "${err}" "^(${_banner})+$")
# Every line is one of the probe's.
string(REGEX REPLACE "(^|\n)[a-z][a-z0-9_.]*=[^\n]*" "" _rest "${out}")
deploy_expect_text("what is not a key=value line" "${_rest}" "^\n*$")
deploy_expect_text("the key=value report" "${out}" "\nlibrary\\.file=[^\n]*/v9_banner/lib64/libcudnn\\.so\\.9\n")
deploy_expect_text("the key=value report" "${out}" "\njudgement=OK\n")

deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_banner_LIBRARY}" --gpu-check off
  --json)
deploy_expect_text("stderr" "${err}" "^(${_banner})+$")
string(JSON _type ERROR_VARIABLE _error TYPE "${out}")
deploy_expect_text("the JSON report's type" "${_type}" "^OBJECT$")
set(report "${out}")
deploy_expect(library.version "^9\\.19\\.0$")
deploy_expect(judgement "^OK$")

deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_banner_LIBRARY}" --gpu-check off
 )
deploy_expect_text("stderr" "${err}" "^(${_banner})+$")
deploy_expect_text("the report for people" "${out}" "^[^\n]*/libcudnn\\.so\\.9 +OK\n  built: +cuDNN 9\\.19\\.0 header")
