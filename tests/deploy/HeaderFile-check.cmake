include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
# The tool was built with 9.19.0; the header says 9.1.0, which 9.19.0 runs
# and which 9.0.0 would not.
deploy_run("${DEPLOY_PROBE}" --header "${FAKE_v9_1_0_ROOT}/include/cudnn_version.h"
  --library "${FAKE_v9_19_0_LIBRARY}" --gpu-check off --json)
set(report "${out}")
deploy_expect(header.version "^9\\.1\\.0$")
deploy_expect(judgement "^OK$")
deploy_run("${DEPLOY_PROBE}" --header "${FAKE_v9_19_0_ROOT}/include/cudnn_version.h"
  --library "${FAKE_v9_1_0_LIBRARY}" --gpu-check off --json RESULT "^1$")
set(report "${out}")
deploy_expect(header.version "^9\\.19\\.0$")
deploy_expect(judgement "^INCOMPATIBLE$")
cudnn_strict_case_expect("stderr" "${err}" "^$")
