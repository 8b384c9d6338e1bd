include("${SUITE_DIR}/support/Run.cmake")
guard_build()
set(_refused "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from [^ ]*/v9_1_0/lib64/libcudnn\\.so\\.9")
foreach(_program IN ITEMS through_bundle bundle_and_guard)
  guard_run(${_program} LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^78$" STDOUT "^$" STDERR "${_refused}")
endforeach()
guard_run(calls_bundled_shared LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^78$" STDOUT "^$"
  STDERR "^cudnn-strict: this library was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0")
guard_run(through_bundle LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" STDOUT "^program ran")
