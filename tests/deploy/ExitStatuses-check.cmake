include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(_tree "${CASE_BUILD_DIR}/engines-of-9.1.0")
file(REMOVE_RECURSE "${_tree}")
file(COPY "${FAKE_v9_19_0_LIBRARY_DIR}/" DESTINATION "${_tree}")
file(COPY_FILE "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn_engines_precompiled.so.9"
  "${_tree}/libcudnn_engines_precompiled.so.9")
# outcome | library | extra arguments | exit status
foreach(_row IN ITEMS
    "compatible|${FAKE_v9_19_0_LIBRARY}||0"
    "incompatible|${FAKE_v9_1_0_LIBRARY}||1"
    "another CUDA major|${FAKE_v9_cudart12_LIBRARY}||1"
    "cannot load|${FAKE_v9_no_get_version_LIBRARY}||2"
    "incomplete release|${FAKE_v9_missing_cnn_LIBRARY}||6"
    "mixed release|${_tree}/libcudnn.so.9||6"
    "known-bad release|${FAKE_known_bad_v9_23_1_LIBRARY}|--features=mxfp8_attention|7"
    "usage error|${FAKE_v9_19_0_LIBRARY}|--gpu-check=sometimes|64")
  string(REPLACE "|" ";" _row "${_row}")
  list(GET _row 0 _outcome)
  list(GET _row 1 _library)
  list(GET _row 2 _extra)
  list(GET _row 3 _status)
  string(REPLACE "=" ";" _extra "${_extra}")
  deploy_run("${DEPLOY_PROBE}" --library "${_library}" --gpu-check off ${_extra}
    RESULT "^${_status}$")
  message(STATUS "${_outcome}: exit status ${rc}")
endforeach()
