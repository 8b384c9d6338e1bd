include("${SUITE_DIR}/support/UserRecord.cmake")
include("${FAKES_FILE}")
get_filename_component(tree "${CASE_BUILD_DIR}/../tree-${CASE}" ABSOLUTE)

user_record_configure(policy rc out err -DCUDNN_STRICT_POLICY=EXACT)
cudnn_strict_case_expect("exit with another policy" "${rc}" "^0$")
cudnn_strict_case_expect("stderr with another policy" "${err}" "^$")
cudnn_strict_case_expect("the tree with another policy" "${out}" "\\(policy EXACT\\)")
user_record_expect_work("${CASE_BUILD_DIR}-policy" TRUE)

user_record_configure(same rc out err)
cudnn_strict_case_expect("exit with the same inputs" "${rc}" "^0$")
user_record_expect_work("${CASE_BUILD_DIR}-same" FALSE)

# A broken machine is judged anew, not passed by the record.
file(COPY_FILE "${FAKE_v9_1_0_LIBRARY}" "${tree}/lib64/libcudnn.so.9")
user_record_configure(downgraded rc out err)
cudnn_strict_case_expect("exit after the downgrade" "${rc}" "^1$")
cudnn_strict_case_expect("error after the downgrade" "${err}"
  "cuDNN header [^ ]*/tree-${CASE}/include/cudnn_version\\.h is 9\\.19\\.0 but the library [^ ]*/tree-${CASE}/lib64/libcudnn\\.so\\.9 is 9\\.1\\.0")
user_record_expect_work("${CASE_BUILD_DIR}-downgraded" TRUE)

# The release again, then its header edited to say 9.19.1.
file(COPY_FILE "${FAKE_v9_19_0_LIBRARY}" "${tree}/lib64/libcudnn.so.9")
file(READ "${tree}/include/cudnn_version.h" header)
string(REPLACE "#define CUDNN_PATCHLEVEL 0" "#define CUDNN_PATCHLEVEL 1" header "${header}")
file(WRITE "${tree}/include/cudnn_version.h" "${header}")
user_record_configure(header rc out err)
cudnn_strict_case_expect("exit after the header's edit" "${rc}" "^0$")
cudnn_strict_case_expect("stderr after the header's edit" "${err}" "^$")
cudnn_strict_case_expect("the tree after the header's edit" "${out}" "RESULT VERSION=9\\.19\\.1 ")
user_record_expect_work("${CASE_BUILD_DIR}-header" TRUE)

file(REMOVE_RECURSE "${tree}")
user_record_cleanup()
