include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(_log ENV CUDNN_LOGDEST_DBG=stdout CUDNN_LOGLEVEL_DBG=3)
set(_logged "^\nI! CuDNN \\(v91900 [0-9]+\\) function cudnnGetVersion\\(\\) called:\n")

deploy_run("${DEPLOY_PROBE}" --library "${DEPLOY_REAL_LIBRARY}" --gpu-check off
  --format keyvalue ${_log})
deploy_expect_text("stderr" "${err}" "${_logged}")
string(REGEX REPLACE "(^|\n)[a-z][a-z0-9_.]*=[^\n]*" "" _rest "${out}")
deploy_expect_text("what is not a key=value line" "${_rest}" "^\n*$")
deploy_expect_text("the key=value report" "${out}" "\nlibrary\\.version=9\\.19\\.0\n")

deploy_run("${DEPLOY_PROBE}" --library "${DEPLOY_REAL_LIBRARY}" --gpu-check off
  --json ${_log})
deploy_expect_text("stderr" "${err}" "${_logged}")
string(JSON _type ERROR_VARIABLE _error TYPE "${out}")
deploy_expect_text("the JSON report's type" "${_type}" "^OBJECT$")
set(report "${out}")
deploy_expect(library.version "^9\\.19\\.0$")

deploy_run("${DEPLOY_PROBE}" --library "${DEPLOY_REAL_LIBRARY}" --gpu-check off
  ${_log})
deploy_expect_text("stderr" "${err}" "${_logged}")
deploy_expect_text("the report for people" "${out}" "^[^\n]*/libcudnn\\.so\\.9 +[A-Z_]+\n  built: +cuDNN 9\\.19\\.0 header")
string(FIND "${out}" "CuDNN (v" _at)
deploy_expect_text("cuDNN's log in the report for people" "${_at}" "^-1$")
