include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(broken "${CASE_BUILD_DIR}/broken")
file(MAKE_DIRECTORY "${broken}")
string(REPEAT "not a library\n" 16 text)
file(WRITE "${broken}/libz.so.1" "${text}")

# The real loader.
execute_process(COMMAND env "LD_LIBRARY_PATH=${broken}:${FAKE_ZLIB_DIR}" "${CASE_BUILD_DIR}/needs_zlib"
  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE loader_said)
if(NOT rc EQUAL 127 OR NOT loader_said MATCHES "libz\\.so\\.1: invalid ELF header")
  message(FATAL_ERROR "Case ${CASE}: the program that needs zlib ended with ${rc}: ${loader_said}")
endif()

deploy_check(app LIBRARY_PATH "${FAKE_v9_without_zlib_LIBRARY_DIR}" "${broken}" "${FAKE_ZLIB_DIR}" RESULT "^6$")
deploy_expect(check.0.note.0.release.status "^MISSING_DEPENDENCY$")
deploy_expect(check.0.note.0.dependency.needed.0.name "^libz\\.so\\.1$")
deploy_expect(check.0.note.0.dependency.needed.0.status "^MISSING$")
deploy_expect(check.0.note.0.status "^INCOMPLETE_RELEASE$")
