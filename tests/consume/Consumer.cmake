# Every way of consuming reports the version of the cuDNN it found, this
# machine's, whatever the request; in config mode too, where the package's
# version file holds the package's own version, not cuDNN's.  (Empty where
# the CUDA toolkit holds no cuDNN header to read it from.)
if(NOT CONSUME_EXPECTED_VERSION STREQUAL ""
    AND NOT CuDNNStrict_VERSION STREQUAL CONSUME_EXPECTED_VERSION)
  message(FATAL_ERROR "ASSERTION FAILED: CuDNNStrict_VERSION is '${CuDNNStrict_VERSION}', "
    "expected '${CONSUME_EXPECTED_VERSION}'")
endif()
# The program every consumption test builds and runs.
add_executable(consumer "${CMAKE_CURRENT_LIST_DIR}/main.c")
target_link_libraries(consumer PRIVATE CuDNNStrict::cudnn)
