# CUDNN_ROOT, the environment variable, names another install at the second
# configure of one build tree (see -check.cmake): the version text kept from
# the first configure's header is 9.19.0's, and must not be reused for the
# second header, 9.1.0.
if(NOT DEFINED ENV{CUDNN_ROOT})
  set(ENV{CUDNN_ROOT} "${FAKE_v9_19_0_ROOT}")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION} LIBRARY_VERSION=${CuDNNStrict_LIBRARY_VERSION}")
