# A value the module reads that holds "]==]" (here a CUDNN_* variable of
# the project's) is kept as the other values are: the re-configure
# replays the findings (see -check.cmake).
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(CUDNN_PROJECT_NOTE "a]==]b")
find_package(CuDNNStrict 9.19 REQUIRED)
message(STATUS "RESULT FOUND=${CuDNNStrict_FOUND} VERSION=${CuDNNStrict_VERSION} ")
