include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(fake v9_version_size_max)
deploy_fake_dir(${fake} dir)
set(why "its cudnnGetVersion\\(\\) returned 18446744073709551615, which is not a cuDNN version code")

# What a configure runs on the library it found.
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_${fake}_LIBRARY}" --header-version 9.19.0
  --gpu-check off --json RESULT "^2$")
set(report "${out}")
deploy_expect(verdict "^NOT_CUDNN$")
deploy_expect(verdict.reason "^cudnnGetVersion\\(\\) returned a number that is not a cuDNN version code$")

deploy_check(linked LIBRARY_PATH "${FAKE_${fake}_LIBRARY_DIR}" RESULT "^2$")
deploy_expect(check.0.note.0.library "^${dir}/libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.status "^NOT_CUDNN$")
deploy_expect(check.0.note.0.message "which is not a usable cuDNN: ${why}\\.")

deploy_run("${CASE_BUILD_DIR}/linked" LIBRARY_PATH "${FAKE_${fake}_LIBRARY_DIR}" RESULT "^78$")
string(REGEX REPLACE "[ \t\r\n]+" " " err "${err}")
if(NOT out STREQUAL "" OR NOT err MATCHES "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded ${dir}/libcudnn\\.so\\.9 \\([^)]*\\), which is not a usable cuDNN: ${why}\\.")
  message(FATAL_ERROR "Case ${CASE}: the guard said\n${out}\n${err}")
endif()
