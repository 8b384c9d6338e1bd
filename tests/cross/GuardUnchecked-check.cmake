include("${SUITE_DIR}/support/Run.cmake")
include("${FAKES_FILE}")
cross_build()
cross_run(guarded rc out)
set(_lib "${CROSS_cudnn_9_13_ROOT}/nvidia/cudnn/lib/libcudnn.so.9")
string(REGEX REPLACE "([][+.*()^$?|\\\\])" "\\\\\\1" _lib "${_lib}")
# The guard names the file and the rule; the fix (install in place: the
# build found this directory but could not run its cuDNN) is
# --check-binary's, which the message names.
cudnn_strict_case_expect("the guard after an unchecked configure" "${rc}: ${out}"
  "^78: cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.13\\.1 from ${_lib} \\(already loaded\\): .* For a fix, run cudnn-strict-probe --check-binary [^ ]*/guarded\\. Stopping;")
if(out MATCHES "first in LD_LIBRARY_PATH")
  message(FATAL_ERROR "Case ${CASE}: the guard sends the user to the directory it loaded from:\n${out}")
endif()
