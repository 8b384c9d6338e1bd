# Distributed under the OSI-approved BSD 3-Clause License.
#
# The Conan 2 recipe (conanfile.py), packaged and tested offline.
if(Python3_Interpreter_FOUND)
  add_test(NAME conan.create
    COMMAND ${CMAKE_COMMAND} "-DSOURCE_DIR=${PROJECT_SOURCE_DIR}"
      "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/conan" "-DPYTHON=${Python3_EXECUTABLE}"
      "-DFAKE_ROOT=${CUDNN_STRICT_FAKES_DIR}/v9_19_0" "-DREFUSED_DIR=${CUDNN_STRICT_FAKES_DIR}/v9_1_0/lib64"
      -P "${CMAKE_CURRENT_SOURCE_DIR}/conan/RunConanCreate.cmake")
  set_tests_properties(conan.create PROPERTIES LABELS conan
    SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " TIMEOUT 900)
endif()
