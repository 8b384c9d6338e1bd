include("${FAKES_FILE}")
# The entry as the earlier module wrote it: KEY, CUDNN_INCLUDE_DIR,
# HEADER_FROM, CUDNN_LIBRARY, LIBRARY_FROM.
file(STRINGS "${CASE_BUILD_DIR}/CMakeCache.txt" _include REGEX "^CUDNN_INCLUDE_DIR:PATH=")
file(STRINGS "${CASE_BUILD_DIR}/CMakeCache.txt" _library REGEX "^CUDNN_LIBRARY:FILEPATH=")
string(REGEX REPLACE "^[^=]*=" "" _include "${_include}")
string(REGEX REPLACE "^[^=]*=" "" _library "${_library}")
string(ASCII 31 _unit)
string(JOIN "${_unit}" _old "0123" "${_include}" CuDNNStrict_ROOT "${_library}" CuDNNStrict_ROOT)
cudnn_strict_case_configure(rc out err "-D_CuDNNStrict_SEARCHED:INTERNAL=${_old}"
  "-DOTHER_ROOT=${FAKE_v9_19_0_ROOT}")
cudnn_strict_case_expect("exit code with another root" "${rc}" "^0$" "${out}${err}")
cudnn_strict_case_expect("stderr with another root" "${err}" "^$")
cudnn_strict_case_expect("with another root" "${out}" "RESULT VERSION=9\\.19\\.0")
