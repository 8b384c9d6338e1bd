# Programs without the guard that load cuDNN are judged without a note:
# the libcudnn a DT_NEEDED names or a dlopen() by name would load, the CUDA
# major of the CUDA libraries they need, and --expect as the built version.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
add_executable(unguarded "${DEPLOY_PROGRAMS}/app.c")
target_link_libraries(unguarded PRIVATE CuDNNStrict::cudnn)
add_executable(opener "${DEPLOY_PROGRAMS}/opener.c")
target_link_libraries(opener PRIVATE ${CMAKE_DL_LIBS})
# Built for CUDA 12: it needs libcudart.so.12 and another library, both of
# which the check removes.
add_library(cudart12 SHARED "${DEPLOY_PROGRAMS}/cuda_stub.c")
set_target_properties(cudart12 PROPERTIES OUTPUT_NAME cudart SOVERSION 12
  LIBRARY_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/cuda12_libraries")
add_library(extra SHARED "${DEPLOY_PROGRAMS}/cuda_stub.c")
set_target_properties(extra PROPERTIES SOVERSION 1
  LIBRARY_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/cuda12_libraries")
add_executable(cuda12 "${DEPLOY_PROGRAMS}/app.c")
target_link_libraries(cuda12 PRIVATE CuDNNStrict::cudnn cudart12 extra)
# Needed although no symbol of theirs is used.
target_link_options(cuda12 PRIVATE LINKER:--no-as-needed)
deploy_fact(DEPLOY_CUDA12_DIR "${CMAKE_BINARY_DIR}/cuda12_libraries")
