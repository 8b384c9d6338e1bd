# 9.20.0.48 found, and a directory on LD_LIBRARY_PATH that holds 9.23.1.3's
# libcudnn_engines_tensor_ir.so.9: 9.20's graph names that library and
# loads it by name, so it would load this one (pytorch/pytorch#188892).
# Refused, naming the file, its release and the entry to remove;
# -check.cmake removes it.
release_case_use(cu13_9_20)
if(NOT IS_DIRECTORY "${RELEASE_cu13_9_23_1_ROOT}/lib")
  message(STATUS "CUDNN_STRICT_SKIP: the release cu13_9_23_1 could not be fetched")
  return()
endif()
set(_stray "${CMAKE_BINARY_DIR}/stray")
if(NOT EXISTS "${_stray}/libcudnn_engines_tensor_ir.so.9")
  file(MAKE_DIRECTORY "${_stray}")
  file(CREATE_LINK "${RELEASE_cu13_9_23_1_ROOT}/lib/libcudnn_engines_tensor_ir.so.9"
    "${_stray}/libcudnn_engines_tensor_ir.so.9" SYMBOLIC)
endif()
if(NOT FIX_APPLIED)
  set(ENV{LD_LIBRARY_PATH} "${_stray}")
endif()
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION}")
