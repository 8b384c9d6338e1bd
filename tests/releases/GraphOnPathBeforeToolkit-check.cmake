# The fix as written: the directory off LD_LIBRARY_PATH.
cudnn_strict_case_configure(_rc _out _err -DFIX_APPLIED=ON)
cudnn_strict_case_expect("exit code with the fix applied" "${_rc}" "^0$")
cudnn_strict_case_expect("stdout with the fix applied" "${_out}" "RESULT LIBRARY_VERSION=9\\.(1[3-9]|20)\\.[0-9]+")
if(case_stderr MATCHES "-DCUDNN_LIBRARY=|Or build against")
  message(FATAL_ERROR "Case ${CASE}: the refusal points back at the install it refused:\n${case_stderr}")
endif()
