# A set-user-ID program stopped by its guard: the loader ignored
# LD_LIBRARY_PATH and the guard CUDNN_STRICT_GUARD, so the message advises
# neither; its fixes work in secure mode (install in place, rebuild).
# Needs root (to make a program set-user-ID to another user) and a file
# system that honours the bit, as SetuidIgnoresEnvironment does.
enable_language(C)
guard_case_use_fake(v9_19_0)
guard_case_setuid_unfit("${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so.9" _unfit)
if(_unfit)
  message(STATUS "CUDNN_STRICT_SKIP: ${_unfit}")
  return()
endif()
find_package(CuDNNStrict REQUIRED)
# Its RUNPATH, which the loader honours in secure mode, meets cuDNN 9.1.0.
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
set_target_properties(lazy PROPERTIES BUILD_RPATH "${FAKE_v9_1_0_LIBRARY_DIR}")
