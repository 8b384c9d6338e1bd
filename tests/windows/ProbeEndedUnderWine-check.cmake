# Nothing of the aarch64 emulator's fix in a Windows build.
if(case_stderr MATCHES "libz\\.so|dpkg|QEMU_LD_PREFIX|arm64")
  message(FATAL_ERROR "the Windows configure printed the aarch64 emulator's fix:\n${case_stderr}")
endif()
