include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
foreach(row IN ITEMS "v9_cudart_zero|0" "v9_cudart_size_max|18446744073709551615")
  string(REPLACE "|" ";" row "${row}")
  list(GET row 0 fake)
  list(GET row 1 answer)
  set(why "its cudnnGetCudartVersion\\(\\) returned ${answer}, which is not a CUDA version \\(CUDA major\\*1000 \\+ minor\\*10, from 6000 to 99990\\)")
  deploy_fake_dir(${fake} dir)

  # What a configure runs on the library it found.
  deploy_run("${DEPLOY_PROBE}" --library "${FAKE_${fake}_LIBRARY}" --header-version 9.19.0
    --gpu-check off --json RESULT "^2$")
  set(report "${out}")
  deploy_expect(library.version "^9\\.19\\.0$")
  deploy_expect(verdict "^NOT_CUDNN$")
  deploy_expect(verdict.reason "^${why}$")

  deploy_check(linked LIBRARY_PATH "${FAKE_${fake}_LIBRARY_DIR}" RESULT "^2$")
  deploy_expect(check.0.note.0.library "^${dir}/libcudnn\\.so\\.9$")
  deploy_expect(check.0.note.0.status "^NOT_CUDNN$")
  deploy_expect(check.0.note.0.message "which is not a usable cuDNN: ${why}\\.")

  deploy_run("${CASE_BUILD_DIR}/linked" LIBRARY_PATH "${FAKE_${fake}_LIBRARY_DIR}" RESULT "^78$")
  string(REGEX REPLACE "[ \t\r\n]+" " " err "${err}")
  if(NOT out STREQUAL "" OR NOT err MATCHES "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded ${dir}/libcudnn\\.so\\.9 \\([^)]*\\), which is not a usable cuDNN: ${why}\\.")
    message(FATAL_ERROR "Case ${CASE}: ${fake}: the guard said\n${out}\n${err}")
  endif()
endforeach()
