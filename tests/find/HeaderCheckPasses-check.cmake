if(case_stdout MATCHES "CUDNN_STRICT_SKIP: ")
  return()
endif()
# The program compiles the check once (it links two targets that carry
# it), builds and prints the judged release.
function(build_and_run what expected_rc)
  execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target program --clean-first
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  cudnn_strict_case_expect("exit code of the build ${what}" "${_rc}" "${expected_rc}" "${_out}")
  set(_build_out "${_out}" PARENT_SCOPE)
  if(NOT _rc EQUAL 0)
    return()
  endif()
  string(REGEX MATCHALL "Building C object [^ ]*cudnn_strict_header_check\\.c\\.o" _compiles "${_out}")
  list(LENGTH _compiles _count)
  cudnn_strict_case_expect("compiles of the check ${what}" "${_count}" "^1$" "${_out}")
  execute_process(COMMAND "${CASE_BUILD_DIR}/program" RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  cudnn_strict_case_expect("output of the program ${what}" "${_rc}: ${_out}" "^0: 90100 ?$")
endfunction()
build_and_run("after the first configure" "^0$")
# A re-configure that changed nothing replays the findings: the targets
# still carry the check.
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("stdout of the re-configure" "${_out}" "-- CuDNNStrict: cuDNN 9\\.1\\.0 \\(code 90100\\), built for CUDA [0-9.]+ \\(findings unchanged\\)")
cudnn_strict_case_expect("stderr of the re-configure" "${_err}" "^$")
build_and_run("after the replay" "^0$")
# The project lists the toolkit's include directory first: the key of the
# replay covers the directory's include directories, so this configure
# warns, and the program no longer builds.
cudnn_strict_case_configure(_rc _out _err -DCASE_TOOLKIT_FIRST=ON)
cudnn_strict_case_expect("stderr of the configure with the toolkit first" "${_err}"
  "^CMake Warning at [^ ]*/HeaderCheck\\.cmake:[0-9]+ \\(message\\): CuDNNStrict: [^ ]*/include, in this project's include path, holds cuDNN 9\\.[0-9]+\\.[0-9]+'s header")
build_and_run("with the toolkit first" "^[1-9][0-9]*$")
cudnn_strict_case_expect("output of the build with the toolkit first" "${_build_out}"
  "error: #error \"CuDNNStrict: this target compiles [^ ]*/include/cudnn_version\\.h")
