# CUDNN_LIBRARY set with -D to another install's libcudnn at the second
# configure of one build tree (see -check.cmake): the sub-libraries kept
# from the first configure must not be reused for it.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT SUBLIBRARIES=${CuDNNStrict_SUBLIBRARIES}")
