# A parent project's adopted cuDNN target that names another cuDNN at the
# next configure (-check.cmake passes CASE_ADOPT, which the module does
# not read): the module judges the cuDNN the target names now, instead of
# replaying the findings or the search of the configure before.
if(NOT DEFINED CASE_ADOPT)
  set(CASE_ADOPT v9_1_0)
endif()
add_library(CUDNN::cudnn SHARED IMPORTED)
set_target_properties(CUDNN::cudnn PROPERTIES
  IMPORTED_CONFIGURATIONS RELEASE
  IMPORTED_LOCATION_RELEASE "${FAKE_${CASE_ADOPT}_LIBRARY_DIR}/libcudnn.so"
  INTERFACE_INCLUDE_DIRECTORIES "${FAKE_${CASE_ADOPT}_INCLUDE_DIR}")
set(CUDNN_STRICT_ADOPT_TARGET CUDNN::cudnn)
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION} LIBRARIES=${CuDNNStrict_LIBRARIES}")
