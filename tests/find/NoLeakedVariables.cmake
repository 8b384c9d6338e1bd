# The module unsets its temporaries before returning ("cleanup for caller"):
# after find_package, no private temporary (_CuDNNStrict_ and a lower-case
# letter) is left in the caller's scope.  Cache entries persist by design,
# and so do the helpers' constants (upper case), which probe/CMakeLists.txt reads.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v8_9_7_ROOT}")
find_package(CuDNNStrict REQUIRED)
get_cmake_property(_all VARIABLES)
set(_leaked "")
foreach(_name IN LISTS _all)
  if(_name MATCHES "^_CuDNNStrict_([a-z]|REPORT$)")
    get_property(_is_cache CACHE "${_name}" PROPERTY TYPE SET)
    if(NOT _is_cache)
      list(APPEND _leaked "${_name}")
    endif()
  endif()
endforeach()
assert_equal(_leaked "")
# Found twice in one scope: the constants the first call left are enough.
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 8.9.7)
