include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(good "${DEPLOY_LIBRARY_DIR}/libcudnn.so.9")
set(bad "${CASE_BUILD_DIR}/truncated")
hostile_segments_end("${good}" end)
math(EXPR cut "${end} / 2")
hostile_file(libcudnn.so.9 "${bad}" "${good}" ${cut})
deploy_regex_quote("${bad}/libcudnn.so.9" file)
set(why "is truncated: its segments reach byte ${end}, but the file has ${cut} bytes \\(an interrupted copy or download\\?\\)")

# The real loader: a program that needs it dies before main.
execute_process(COMMAND env "LD_LIBRARY_PATH=${bad}" "${CASE_BUILD_DIR}/linked"
  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
if(NOT rc STREQUAL "Bus error")
  message(FATAL_ERROR "Case ${CASE}: the program that needs the cut file ended with ${rc}, not SIGBUS")
endif()

# --check-binary reads it, and lives.
deploy_check(lazy linked LIBRARY_PATH "${bad}" RESULT "^2$")
foreach(i 0 1)
  deploy_expect(check.${i}.note.0.library "^${file}$")
  deploy_expect(check.${i}.note.0.status "^NOT_CUDNN$")
  deploy_expect(check.${i}.note.0.message "which is not a usable cuDNN: it ${why}\\.")
endforeach()

# The guard reads it before its dlopen(), and stops with its own status.
deploy_run("${CASE_BUILD_DIR}/lazy" LIBRARY_PATH "${bad}" RESULT "^78$")
string(REGEX REPLACE "[ \t\r\n]+" " " err "${err}")
string(STRIP "${err}" err)
if(NOT out STREQUAL "" OR NOT err MATCHES "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but libcudnn\\.so\\.9 cannot be loaded: ${file} ${why}\\. For a fix, run cudnn-strict-probe --check-binary [^ ]+/lazy\\. Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway\\.$")
  message(FATAL_ERROR "Case ${CASE}: the guard said\n${out}\n${err}")
endif()

# --library: the same words.
deploy_run("${DEPLOY_PROBE}" --library "${bad}/libcudnn.so.9" RESULT "^2$")
string(REGEX REPLACE "[ \t\r\n]+" " " out "${out}")
if(NOT err STREQUAL "" OR NOT out MATCHES "NOT_LOADABLE .* reason: the cuDNN library ${file} is truncated")
  message(FATAL_ERROR "Case ${CASE}: --library said\n${out}\n${err}")
endif()
