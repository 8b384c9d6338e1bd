# A text file named libz.so.1 first on LD_LIBRARY_PATH, zlib's own
# directory after it: the loader stops at the text file, so a program that
# needs zlib does not start, and cuDNN's graph library (which needs it)
# cannot load.  --check-binary must not take the text file as found.
if(NOT FAKE_v9_without_zlib_ROOT)
  message(STATUS "CUDNN_STRICT_SKIP: no libz.so.1 on this machine to build the fake against")
  return()
endif()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
add_executable(needs_zlib "${DEPLOY_PROGRAMS}/plain.c")
# Needed although main calls nothing of it, whatever the linker defaults.
target_link_options(needs_zlib PRIVATE LINKER:--no-as-needed)
target_link_libraries(needs_zlib PRIVATE "${FAKE_ZLIB_DIR}/libz.so.1")
