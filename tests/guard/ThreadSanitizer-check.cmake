include("${SUITE_DIR}/support/Run.cmake")
guard_build()
set(_tsan "TSAN_OPTIONS=halt_on_error=1 exitcode=66")
foreach(_dir IN ITEMS "${FAKE_v9_1_0_LIBRARY_DIR}" "${FAKE_v9_19_0_LIBRARY_DIR}")
  guard_run(threads LIBRARY_PATH "${_dir}" ENV CUDNN_STRICT_GUARD=off "${_tsan}"
    STDOUT "^64 threads agree: status=(OK|INCOMPATIBLE) ")
endforeach()
# The start-up check, then the threads reading its report.
guard_run(threads LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" ENV "${_tsan}"
  STDOUT "^64 threads agree: status=OK ")
