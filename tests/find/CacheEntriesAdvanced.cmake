# CUDNN_INCLUDE_DIR and CUDNN_LIBRARY are advanced cache entries, as in
# CMake's own find modules: cmake-gui and ccmake hide them by default.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v7_6_5_ROOT}")
find_package(CuDNNStrict REQUIRED)
foreach(_entry IN ITEMS CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
  if(NOT DEFINED CACHE{${_entry}})
    message(FATAL_ERROR "ASSERTION FAILED: ${_entry} is not a cache entry")
  endif()
  get_property(_advanced CACHE ${_entry} PROPERTY ADVANCED)
  assert_true(_advanced)
endforeach()
