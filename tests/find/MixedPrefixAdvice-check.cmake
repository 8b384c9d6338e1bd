# Every -D the advice gives, applied to the same build directory, is not
# refused again: the advice never names the refused pairing.
string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${case_stderr}")
string(REGEX MATCHALL "-D[A-Za-z_]+=[^ ]+" _advice "${_folded}")
set(_arguments "")
foreach(_item IN LISTS _advice)
  string(REGEX REPLACE "\\.$" "" _item "${_item}")
  if(_item MATCHES "/tree/include$")
    message(FATAL_ERROR "Case ${CASE}: the advice names the refused prefix's include directory: ${_item}")
  endif()
  list(APPEND _arguments "${_item}")
endforeach()
if(NOT _arguments)
  # Nothing to apply: this machine's toolkit holds no compatible cuDNN.
  return()
endif()
cudnn_strict_case_configure(_rc _out _err -DCASE_ADVICE_APPLIED=ON ${_arguments})
cudnn_strict_case_expect("exit code with the advice applied (${_arguments})" "${_rc}" "^0$" "${_out}${_err}")
cudnn_strict_case_expect("stderr with the advice applied" "${_err}" "^$")
cudnn_strict_case_expect("stdout with the advice applied" "${_out}"
  "-- CuDNNStrict: cuDNN 9\\.19\\.0 \\(code 91900\\)")
