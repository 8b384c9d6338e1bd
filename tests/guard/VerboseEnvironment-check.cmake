include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(REAL_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" _dir)
guard_regex_quote("${_dir}" _dir)
foreach(_value IN ITEMS verbose VERBOSE)
  guard_run(app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=${_value}
    STDOUT "^program ran .* status=OK "
    STDERR "^cudnn-strict: cuDNN 9\\.19\\.0 from ${_dir}/libcudnn\\.so\\.9 \\(already loaded; its directory is in LD_LIBRARY_PATH\\) can run this program, built with cuDNN 9\\.19\\.0 \\(policy COMPATIBLE\\)\\.$")
endforeach()
# Without it, a pass says nothing.
guard_run(app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" STDOUT "^program ran .* status=OK " STDERR "^$")
# A failure under verbose does what the build configured: it stops.
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=verbose
  RESULT "^78$" STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from .* Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway\\.$")
