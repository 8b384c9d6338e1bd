# A set-user-ID program built against cuDNN 10 whose guard finds no
# libcudnn.so.10: its loader ignores the LD_LIBRARY_PATH that names one, so
# the fix is not to add a directory there but to install it where the
# loader looks, or to rebuild with it in the RUNPATH.
# Needs root (to make a program set-user-ID to another user) and a file
# system that honours the bit, as SetuidIgnoresEnvironment does.
enable_language(C)
guard_case_use_fake(v10_0_0)
guard_case_setuid_unfit("${FAKE_v10_0_0_LIBRARY_DIR}/libcudnn.so.10" _unfit)
if(_unfit)
  message(STATUS "CUDNN_STRICT_SKIP: ${_unfit}")
  return()
endif()
find_package(CuDNNStrict REQUIRED)
guard_case_record_install()
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
