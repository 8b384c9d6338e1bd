# The fix as written: the directory off LD_LIBRARY_PATH (the case sets it
# only without FIX_APPLIED), in the same build tree.
cudnn_strict_case_configure(_rc _out _err -DFIX_APPLIED=ON)
cudnn_strict_case_expect("exit code with the fix applied" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr with the fix applied" "${_err}" "^$")
cudnn_strict_case_expect("stdout with the fix applied" "${_out}" "RESULT VERSION=9\\.20\\.0 LIBRARY_VERSION=9\\.20\\.0")
