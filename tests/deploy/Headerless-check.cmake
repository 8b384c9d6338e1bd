include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_1_0_LIBRARY}" --gpu-check off --json)
set(report "${out}")
deploy_expect(header.version "^9\\.1\\.0$")
deploy_expect(library.version "^9\\.1\\.0$")
deploy_expect(judgement "^OK$")
# A library with no header beside it.
set(_alone "${CASE_BUILD_DIR}/alone/lib")
file(REMOVE_RECURSE "${CASE_BUILD_DIR}/alone")
file(GLOB _fakes "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn*.so.*")
file(COPY ${_fakes} DESTINATION "${_alone}")
deploy_run("${DEPLOY_PROBE}" --library "${_alone}/libcudnn.so.9" RESULT "^64$")
deploy_regex_quote("${_alone}/libcudnn.so.9" _library)
cudnn_strict_case_expect("no header: stdout" "${out}" "^$")
cudnn_strict_case_expect("no header: stderr" "${err}"
  "^cudnn-strict-probe: no cuDNN header to judge against: this build has none compiled in, and none was found beside ${_library}\\. Fix: name the header the program is built with, --header <include directory>/cudnn_version\\.h, or its version, --header-version MAJOR\\.MINOR\\.PATCH $")
# Told the version, it judges.
deploy_run("${DEPLOY_PROBE}" --library "${_alone}/libcudnn.so.9" --header-version 9.19.0 --gpu-check off
  --json RESULT "^1$")
set(report "${out}")
deploy_expect(judgement "^INCOMPATIBLE$")
