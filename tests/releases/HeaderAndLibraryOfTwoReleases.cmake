# One prefix with cuDNN 9.28.1's headers and cuDNN 9.12.0's libraries,
# then the 9.28.1 wheel as a second root: refused, and the advice names
# the 9.28.1 library, never the prefix's include directory for 9.12.0,
# which holds 9.28.1's header (-check.cmake applies every -D it gives).
release_case_use(cu13_newest)
if(NOT IS_DIRECTORY "${RELEASE_cu13_oldest_ROOT}/lib")
  message(STATUS "CUDNN_STRICT_SKIP: the release cu13_oldest could not be fetched")
  return()
endif()
set(_prefix "${CMAKE_BINARY_DIR}/prefix")
if(NOT CASE_ADVICE_APPLIED)
  release_make_directory("${_prefix}" cu13_oldest cu13_oldest "" "")
  file(REMOVE "${_prefix}/include")
  file(CREATE_LINK "${RELEASE_cu13_newest_ROOT}/include" "${_prefix}/include" SYMBOLIC)
endif()
set(CuDNNStrict_ROOT "${_prefix}" "${RELEASE_cu13_newest_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.28.1)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.28.1)
