include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
foreach(_flag IN ITEMS --help -h)
  deploy_run("${DEPLOY_PROBE}" ${_flag} RESULT "^0$")
  cudnn_strict_case_expect("${_flag}: stderr" "${err}" "^$")
  cudnn_strict_case_expect("${_flag}: synopsis" "${out}" "^usage: cudnn-strict-probe \\[--library ABSOLUTE_PATH\\] ")
  # Each option of the synopsis has a line of its own that describes it.
  foreach(_option IN ITEMS --library --check-binary --expect --python --static-archive
      --json-from --header --header-version --toolkit-cudart --header-prefix --policy
      --features --search-dir --search-root --search-locations --gpu-check
      --gpu-self-test --in-process --format --json)
    string(REGEX REPLACE "([+.])" "\\\\\\1" _quoted "${_option}")
    if(NOT out MATCHES "\n  ${_quoted} [^\n]*[a-z][^\n]*\n")
      message(FATAL_ERROR "Case ${CASE}: ${_flag} does not describe ${_option}:\n${out}")
    endif()
  endforeach()
  cudnn_strict_case_expect("${_flag}: help and version" "${out}"
    " -h, --help this text -V, --version the tool's version ")
  cudnn_strict_case_expect("${_flag}: exit statuses" "${out}"
    " Exit status: 0 compatible \\(the GPU check passed, was skipped under auto, or was off\\) 1 incompatible[^:]*: .* 2 cannot load: .* 3 the GPU check failed .* 5 --check-binary: .* 6 the release is incomplete or mixed 7 a release known to break .* 64 usage error ")
endforeach()
