include("${SUITE_DIR}/support/Run.cmake")
guard_build()
set(_prefix "${CASE_BUILD_DIR}/prefix")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${CASE_BUILD_DIR}" --prefix "${_prefix}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "Case ${CASE}: the install failed:\n${_out}")
endif()
set(_consumer "${CASE_BUILD_DIR}/consumer")
execute_process(
  COMMAND ${CMAKE_COMMAND} -S "${SUITE_DIR}/projects/static_export_consumer" -B "${_consumer}"
    -G "${GENERATOR}" "-DCMAKE_PREFIX_PATH=${_prefix}" "-DCMAKE_MODULE_PATH=${MODULE_DIR}"
    "-DCUDNN_STRICT_SEARCH_LOCATIONS=${GUARD_SEARCH_LOCATIONS}" "-DCuDNNStrict_ROOT=${GUARD_ROOT}"
    "-DGUARD_PROGRAMS=${SUITE_DIR}/programs"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "Case ${CASE}: configuring the consumer of the installed export failed:\n${_out}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${_consumer}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "Case ${CASE}: building the consumer of the installed export failed:\n${_out}")
endif()
guard_run(consumer/app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" STDOUT "^program ran: middle_value\\(\\) = 42$")
guard_run(consumer/app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}"
  RESULT "^78$" STDOUT "^$"
  STDERR "^cudnn-strict: .*cuDNN 9\\.19\\.0.* cuDNN 9\\.1\\.0 from [^ ]*/v9_1_0/lib64/libcudnn\\.so\\.9 ")
