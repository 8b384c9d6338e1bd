if(case_stdout MATCHES "CUDNN_STRICT_SKIP: ")
  return()
endif()
# The program does not build: the generated check it compiles with the
# program's include path finds the toolkit's header, and the error names
# it, its release, the judged header and the fix.
include("${SUITE_DIR}/support/ShadowedBuild.cmake")
find_case_shadowed_build(_out _real)
cudnn_strict_case_expect("output of the build" "${_out}"
  "cudnn_strict_header_check\\.c:[0-9]+:[0-9]+: error: #error \"CuDNNStrict: this target compiles [^ ]*/include/cudnn_version\\.h( or [^ ]*/cudnn_version\\.h)? \\(cuDNN ${_real}\\), not the cuDNN 9\\.1\\.0 header that CMake judged against the library \\([^ ]*/v9_1_0/include/cudnn_version\\.h\\): [^ ]*/include( or [^ ]*)? comes before [^ ]*/v9_1_0/include in its include directories\\. Fix: put [^ ]*/v9_1_0/include first \\(target_include_directories\\(<target> BEFORE PRIVATE [^ ]*/v9_1_0/include\\)\\)\\.\"")
# A re-configure warns again: a configure that warned is not replayed.
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the re-configure" "${_err}" "^CMake Warning at [^ ]*/HeaderCheck\\.cmake:[0-9]+ \\(message\\): CuDNNStrict: [^ ]*/include, in this project's include path, holds cuDNN ${_real}'s header")
