include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
file(WRITE "${CASE_BUILD_DIR}/cudnn_version.h" [=[
#ifndef CUDNN_VERSION_H_
#define CUDNN_VERSION_H_
#define CUDNN_MAJOR 9
#define CUDNN_MINOR 19
#define CUDNN_PATCHLEVEL 0
#if CUDNN_MAJOR >= 9
#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)
#else
#define CUDNN_VERSION (CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)
#endif
#endif
]=])
deploy_run("${DEPLOY_PROBE}" --header-facts "${CASE_BUILD_DIR}/cudnn_version.h" --json)
set(report "${out}")
deploy_expect(header.pp_major "^9$")
deploy_expect(header.pp_minor "^19$")
deploy_expect(header.pp_patch "^0$")
deploy_expect(header.pp_own_code "^91900$")
deploy_expect(header.ambiguous "^$")
deploy_expect(header.ignored.count "^1$")
deploy_expect(header.ignored.0 "^'#define CUDNN_VERSION \\(CUDNN_MAJOR \\* 1000 \\+ CUDNN_MINOR \\* 100 \\+ CUDNN_PATCHLEVEL\\)' \\(under a condition this header makes false\\)$")
deploy_expect(header.message "^$")
cudnn_strict_case_expect("stderr" "${err}" "^$")
