# A build tree configured by an earlier module, which kept what the search
# found itself as five fields apart by ASCII's unit separator: the entries
# it found are still the module's, searched again when the root changes
# (see -check.cmake, which writes the old entry and changes the root).
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
if(NOT DEFINED OTHER_ROOT)
  set(CuDNNStrict_ROOT "${FAKE_v9_1_0_ROOT}")
else()
  set(CuDNNStrict_ROOT "${OTHER_ROOT}")
endif()
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION}")
