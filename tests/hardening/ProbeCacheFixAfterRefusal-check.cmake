include("${SUITE_DIR}/support/ProbeCache.cmake")
# The accepted cuDNN built one program, without the fix search.
probe_cache_program_entries(entries)
list(LENGTH entries count)
cudnn_strict_case_expect("program entries after an accepted cuDNN" "${count}" "^1$")
file(READ "${CASE_BUILD_DIR}/CMakeFiles/CuDNNStrict/probe/checks/cudnn_strict_configure_unit.c" unit)
cudnn_strict_case_expect("the first program's unit" "${unit}" "#define CUDNN_STRICT_FIX_DEFERRED 1 #include")
if(EXISTS "${CASE_BUILD_DIR}/CMakeFiles/CuDNNStrict/probe/checks_fix")
  message(FATAL_ERROR "Case ${CASE}: an accepted cuDNN built the program with the fix search")
endif()

# Configures a tree that refuses 9.1.0 and sets <out> to what its report
# says, "REFUSED key=value" for each key, separated by spaces.
function(configure_refusal name out)
  probe_cache_configure_tree(${name} _rc _out _err -DCASE_REFUSE=ON)
  cudnn_strict_case_expect("exit code of tree ${name}" "${_rc}" "^0$")
  cudnn_strict_case_expect("stderr of tree ${name}" "${_err}" "^$")
  string(REGEX MATCHALL "REFUSED [^\n]*" _lines "${_out}")
  string(REPLACE ";" " " _lines "${_lines}")
  set(${out} "${_lines}" PARENT_SCOPE)
endfunction()

# The refusal builds the program with the fix search and words the fix.
configure_refusal(refused report)
cudnn_strict_case_expect("the refusal's report" "${report}"
  "^REFUSED judgement=INCOMPATIBLE REFUSED probe\\.program=[^ ]*/probe/checks_fix/cudnn-strict-probe REFUSED probe\\.program_from=built REFUSED fix\\.search= REFUSED fix\\.suggestion=A compatible cuDNN 9\\.19\\.0 library is at [^ ]*/v9_19_0/")
probe_cache_program_entries(entries)
list(LENGTH entries count)
cudnn_strict_case_expect("program entries after a refusal" "${count}" "^2$")

# A second refusal takes both programs from the per-user cache.
configure_refusal(refused_again report)
cudnn_strict_case_expect("the second refusal's report" "${report}"
  "^REFUSED judgement=INCOMPATIBLE REFUSED probe\\.program=[^ ]*/cudnn-strict/[0-9a-f]+/cudnn-strict-probe REFUSED probe\\.program_from=cache REFUSED fix\\.search= REFUSED fix\\.suggestion=A compatible cuDNN 9\\.19\\.0 library is at [^ ]*/v9_19_0/")
probe_cache_program_entries(entries)
list(LENGTH entries count)
cudnn_strict_case_expect("program entries after a second refusal" "${count}" "^2$")
