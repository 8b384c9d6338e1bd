include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
string(ASCII 255 _latin1_y_umlaut)
set(_name "app${_latin1_y_umlaut}.so")
file(WRITE "${CASE_BUILD_DIR}/${_name}" "not a library\n")
deploy_check("${_name}" RESULT "^5$")
# Every byte ASCII: the one byte that is not UTF-8 is an escape.
deploy_expect_text("the JSON report" "${report}" "^{\n[\t\n -~]*}\n$")
deploy_expect_text("the JSON report" "${report}" "\n  \"check\\.0\\.file\": \"app\\\\ufffd\\.so\",\n")
string(ASCII 239 191 189 _replacement)  # U+FFFD in UTF-8
deploy_expect(check.0.file "^app${_replacement}\\.so$")
deploy_expect(check.0.status "^NOT_ELF$")
deploy_run("${DEPLOY_PROBE}" --check-binary "${_name}" --format keyvalue RESULT "^5$")
deploy_expect_text("the key=value report" "${out}" "\ncheck\\.0\\.file=app${_latin1_y_umlaut}\\.so\n")
