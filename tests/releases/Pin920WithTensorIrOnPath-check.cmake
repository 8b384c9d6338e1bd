# The fix as written: the entry off LD_LIBRARY_PATH, in the same tree.
cudnn_strict_case_configure(_rc _out _err -DFIX_APPLIED=ON)
cudnn_strict_case_expect("exit code with the fix applied" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr with the fix applied" "${_err}" "^$")
cudnn_strict_case_expect("stdout with the fix applied" "${_out}" "RESULT VERSION=9\\.20\\.0")
