include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
file(WRITE "${CASE_BUILD_DIR}/cudnn_version.h" [=[
/* was: #define CUDNN_MAJOR 8 */
#define CUDNN_MAJOR 9
#ifdef __cplusplus
#define CUDNN_MINOR 1
#else
#define CUDNN_MINOR  19 // C
#endif
#if 0
#define CUDNN_PATCHLEVEL 7
#endif
#define CUDNN_PATCHLEVEL 0
]=])
deploy_run("${DEPLOY_PROBE}" --header-facts "${CASE_BUILD_DIR}/cudnn_version.h" --json RESULT "^1$")
set(report "${out}")
deploy_regex_quote("${CASE_BUILD_DIR}/cudnn_version.h" _file)
# A build without flags: C.
deploy_expect(header.pp_minor "^19$")
deploy_expect(header.ambiguous "^CUDNN_MINOR as '1' and as '19'$")
deploy_expect(header.ignored.count "^2$")
deploy_expect(header.ignored.0 "^'#define CUDNN_MAJOR 8' \\(in a comment\\)$")
deploy_expect(header.ignored.1 "^'#define CUDNN_PATCHLEVEL 7' \\(under #if 0\\)$")
deploy_expect(header.message "^the cuDNN header ${_file} is ambiguous: its text defines CUDNN_MINOR as '1' and as '19' \\(a redefinition, or alternatives under a condition on a macro, such as #ifdef, that the build's own flags decide\\): the C preprocessor computes 9\\.19\\.0 here, but the module does not guess which one the code is built with\\. Fix: reinstall cuDNN, or set CUDNN_INCLUDE_DIR to an install with an unmodified header$")
cudnn_strict_case_expect("stderr" "${err}" "^$")
