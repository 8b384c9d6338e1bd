# Programs with cuDNN linked in (CuDNNStrict::cudnn_static): --check-binary
# judges the cuDNN inside them, not a shared libcudnn the loader would
# find, reads its release from the file, and checks what stays dynamic:
# the NVRTC cuDNN opens itself, and the libz.so.1 it needs; a table of
# stubs is not cuDNN linked in (-check.cmake).
deploy_use_fake(static_v9)
find_package(CuDNNStrict REQUIRED COMPONENTS static)
deploy_find_cudnn()
# The only directory each program searches for what cuDNN opens: the
# check puts (or does not put) NVRTC there.
set(_cuda_libraries "${CMAKE_BINARY_DIR}/cuda_libraries")
deploy_fact(DEPLOY_CUDA_LIBRARIES "${_cuda_libraries}")
foreach(_name IN ITEMS guarded unguarded nodeflib)
  add_executable(${_name} "${DEPLOY_PROGRAMS}/static_app.c")
  target_link_libraries(${_name} PRIVATE CuDNNStrict::cudnn_static)
  set_target_properties(${_name} PROPERTIES SKIP_BUILD_RPATH ON)
  target_link_options(${_name} PRIVATE "LINKER:-rpath,${_cuda_libraries}")
endforeach()
target_link_libraries(guarded PRIVATE CuDNNStrict::guard)
target_link_libraries(nodeflib PRIVATE CuDNNStrict::guard)
# Its own needs are searched for only where it says (DF_1_NODEFLIB), as on
# a machine without zlib: the check gives it the C library alone.
target_link_options(nodeflib PRIVATE "LINKER:-z,nodefaultlib")
execute_process(COMMAND "${CMAKE_C_COMPILER}" -print-file-name=libc.so.6
  OUTPUT_VARIABLE _libc OUTPUT_STRIP_TRAILING_WHITESPACE)
deploy_fact(DEPLOY_LIBC "${_libc}")
# A program whose library only forwards cuDNN's functions to the shared
# libcudnn it opens (a table of stubs, as XLA's): not cuDNN linked in.
add_library(xla_stubs SHARED "${DEPLOY_PROGRAMS}/cudnn_stubs.c")
target_link_libraries(xla_stubs PRIVATE ${CMAKE_DL_LIBS})
add_executable(stubbed "${DEPLOY_PROGRAMS}/static_app.c")
target_link_libraries(stubbed PRIVATE xla_stubs CuDNNStrict::guard)
