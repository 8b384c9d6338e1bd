include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(_dir "${CASE_BUILD_DIR}/headers")
file(REMOVE_RECURSE "${_dir}")
file(WRITE "${_dir}/cudnn_version.h" [=[
/* Copyright notice // not a comment's end */
#ifndef CUDNN_VERSION_H_
#define CUDNN_VERSION_H_
#include "cudnn_version_v9.h"
#endif
]=])
file(WRITE "${_dir}/cudnn_version_v9.h" [=[
#define CUDNN_BASE 10 // a line comment
#define CUDNN_MAJOR (CUDNN_BASE - 1)
#define CUDNN_MINOR \
  (1 + /* split */ 2 * 3)
#undef CUDNN_BASE
#define CUDNN_BASE 11
#if !defined(CUDNN_BASE) || CUDNN_MAJOR != 10
#define CUDNN_PATCHLEVEL 99
#elif CUDNN_MINOR > 6 && !defined CUDNN_NOT_HERE
#define CUDNN_PATCHLEVEL 0x2
#else
#define CUDNN_PATCHLEVEL 98
#endif
#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)
]=])
deploy_run("${DEPLOY_PROBE}" --header "${_dir}/cudnn_version.h"
  --library "${FAKE_v9_19_0_LIBRARY}" --gpu-check off --json RESULT "^1$")
set(report "${out}")
# CUDNN_MAJOR is (CUDNN_BASE - 1) with CUDNN_BASE redefined as 11: 10, as
# in C, where a macro is expanded where it is used, not where it is
# defined.  A cuDNN 10 header refuses the 9.19.0 library.
deploy_expect(header.version "^10\\.7\\.2$")
deploy_expect(verdict "^MAJOR_DIFFERS$")
cudnn_strict_case_expect("stderr" "${err}" "^$")
