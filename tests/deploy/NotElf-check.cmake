include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_check(CMakeCache.txt RESULT "^5$")
deploy_expect(check.0.status "^NOT_ELF$")
deploy_expect(check.0.reason "^it is not an ELF file \\(not a program or shared library\\)$")
deploy_check(no-such-file RESULT "^5$")
deploy_expect(check.0.status "^UNREADABLE$")
deploy_expect(check.0.reason "^No such file or directory$")
deploy_check(CMakeFiles RESULT "^5$")
deploy_expect(check.0.status "^UNREADABLE$")
# A 32-bit ELF header (ELFCLASS32, little-endian).
execute_process(COMMAND printf "\\177ELF\\001\\001\\001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
  OUTPUT_FILE "${CASE_BUILD_DIR}/elf32")
deploy_check(elf32 RESULT "^5$")
deploy_expect(check.0.status "^NOT_SUPPORTED$")
deploy_expect(check.0.reason "^it is a 32-bit ELF file; --check-binary reads 64-bit ones$")
# A Windows program: the MZ header sends the reader to the Windows tool.
execute_process(COMMAND printf "MZ\\220\\000xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
  OUTPUT_FILE "${CASE_BUILD_DIR}/app.exe")
deploy_check(app.exe RESULT "^5$")
deploy_expect(check.0.status "^NOT_ELF$")
deploy_expect(check.0.reason "^it is a Windows program or DLL \\(a PE file\\), not an ELF file: check it on Windows with cudnn-strict-probe\\.exe --check-binary$")
# A truncated 64-bit header.
execute_process(COMMAND printf "\\177ELF\\002\\001\\001xxxxxxxxx"
  OUTPUT_FILE "${CASE_BUILD_DIR}/elf64-truncated")
deploy_check(elf64-truncated RESULT "^5$")
deploy_expect(check.0.status "^NOT_ELF$")
deploy_expect(check.0.reason "^its ELF header is malformed$")
