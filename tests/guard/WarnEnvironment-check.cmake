include("${SUITE_DIR}/support/Run.cmake")
guard_build()
foreach(_value IN ITEMS warn WARN Warn)
  guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=${_value}
    STDOUT "^program ran .* status=INCOMPATIBLE "
    STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from [^ ]*/v9_1_0/lib64/libcudnn\\.so\\.9 .* Continuing anyway \\(CUDNN_STRICT_GUARD=warn\\)\\.$")
endforeach()
# A value the guard does not know is named, and the configured action holds.
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=sometimes
  RESULT "^78$"
  STDERR "^cudnn-strict: ignoring CUDNN_STRICT_GUARD=sometimes \\(valid: off, warn, abort, verbose\\) cudnn-strict: this program was built with cuDNN 9\\.19\\.0 .* Stopping")
