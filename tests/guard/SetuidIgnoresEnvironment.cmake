# A set-user-ID program: the environment belongs to whoever started it, so
# the guard ignores CUDNN_STRICT_GUARD (and LD_LIBRARY_PATH, as the loader
# does) and does nothing but the check.  Needs root (to make a program
# set-user-ID to another user) and a file system that honours the bit.
enable_language(C)
guard_case_use_fake(v9_19_0)
guard_case_setuid_unfit("${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so.9" _unfit)
if(_unfit)
  message(STATUS "CUDNN_STRICT_SKIP: ${_unfit}")
  return()
endif()
find_package(CuDNNStrict REQUIRED)
# The lazy program finds libcudnn through its RUNPATH, which the loader
# honours in a set-user-ID process too: there it meets cuDNN 9.1.0.
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
set_target_properties(lazy PROPERTIES BUILD_RPATH "${FAKE_v9_1_0_LIBRARY_DIR}")
