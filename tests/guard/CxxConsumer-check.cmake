include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(GLOB_RECURSE _objects "${CASE_BUILD_DIR}/CMakeFiles/*cudnn_strict_guard*.o")
if(NOT _objects MATCHES "cudnn_strict_guard_unit\\.cpp\\.o")
  message(FATAL_ERROR "Case ${CASE}: the guard was not compiled as C++: ${_objects}")
endif()
guard_run(consumer LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}"
  STDOUT "^C\\+\\+ consumer: status=OK configured=9\\.19\\.0 cudnn-strict: cuDNN 9\\.19\\.0 from ")
guard_run(consumer LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}"
  RESULT "^78$" STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ")
