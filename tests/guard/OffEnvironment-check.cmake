include("${SUITE_DIR}/support/Run.cmake")
guard_build()
# The program's own call of cudnn_strict_check() still gets the answer.
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=off
  STDOUT "^program ran .* status=INCOMPATIBLE found_by=already loaded ")
guard_run(app LIBRARY_PATH "${FAKE_v9_no_get_version_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=OFF
  STDOUT "^program ran .* status=NOT_CUDNN ")
