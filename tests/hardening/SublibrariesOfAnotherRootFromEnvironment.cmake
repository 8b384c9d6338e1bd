# CUDNN_ROOT, the environment variable, names another install at the second
# configure of one build tree (see -check.cmake): the sub-libraries kept
# from the first configure are those of the first install, and must not be
# reused for the second, which lacks libcudnn_cnn.
if(NOT DEFINED ENV{CUDNN_ROOT})
  set(ENV{CUDNN_ROOT} "${FAKE_v9_19_0_ROOT}")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT SUBLIBRARIES=${CuDNNStrict_SUBLIBRARIES}")
