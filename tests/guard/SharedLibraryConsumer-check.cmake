include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" STDOUT "^program ran: middle_value\\(\\) = 42$")
# Its search for a cuDNN that would do is --check-binary's, on the library.
file(REAL_PATH "${CASE_BUILD_DIR}/libmiddle.so" _middle)
guard_regex_quote("${_middle}" _middle)
guard_run(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}"
  RESULT "^78$" STDOUT "^$"
  STDERR "^cudnn-strict: this library was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from .* For a fix, run cudnn-strict-probe --check-binary ${_middle}\\. Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway\\.$")
# The guard sits in libmiddle.so, not in the program: it says so.
guard_run(app LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY_DIR}" ENV CUDNN_STRICT_GUARD=verbose
  STDOUT "^program ran: middle_value\\(\\) = 42$"
  STDERR "^cudnn-strict: cuDNN 9\\.19\\.0 from [^ ]+/libcudnn\\.so\\.9 \\([^)]*\\) can run this library, built with cuDNN 9\\.19\\.0 \\(policy COMPATIBLE\\)\\.$")
# The guard's symbols stay inside the library.
execute_process(COMMAND nm -D --defined-only "${CASE_BUILD_DIR}/libmiddle.so" OUTPUT_VARIABLE _exported)
if(_exported MATCHES "cudnn_strict")
  message(FATAL_ERROR "Case ${CASE}: libmiddle.so exports guard symbols:\n${_exported}")
endif()
