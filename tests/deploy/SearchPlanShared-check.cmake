include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
# 22 characters of "ROOT:CuDNNStrict_ROOT=", then 60 of directory: the
# second line shares 57 of them (the most, "z"), the third all of its 32
# ("a"), the fourth none ("A").
set(_long "/opt/cudnn-with-a-directory-name-that-runs-past-the-letters")
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_19_0_LIBRARY}" --header-version 9.19.0
  --gpu-check off --json
  --search-dir "ROOT:CuDNNStrict_ROOT=${_long}/lib64"
  --search-dir "ROOT:CuDNNStrict_ROOT=${_long}/lib"
  --search-dir "ROOT:CuDNNStrict_ROOT=/opt/cudnn"
  --search-dir "SYSTEM:system=/usr/lib64")
string(JSON _plan ERROR_VARIABLE _error GET "${out}" guard.search_plan)
string(SUBSTRING "ROOT:CuDNNStrict_ROOT=${_long}/lib" 57 -1 _rest)
set(_expected "AROOT:CuDNNStrict_ROOT=${_long}/lib64\nz${_rest}\na\nASYSTEM:system=/usr/lib64\n")
if(NOT _plan STREQUAL _expected)
  message(FATAL_ERROR "Case ${CASE}: guard.search_plan is\n${_plan}\nexpected\n${_expected}\n(${_error})\nreport:\n${out}")
endif()
