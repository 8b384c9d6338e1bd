# CUDNN_STRICT_PROBE_CACHE=OFF, as a CMake variable here or in the
# environment (-check.cmake): nothing is read from or written to the
# per-user cache.
if(NOT CASE_XDG)
  set(CUDNN_STRICT_PROBE_CACHE OFF)
endif()
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
if(EXISTS "${CASE_XDG}/cudnn-strict")
  message(FATAL_ERROR "the per-user cache was written although it is off")
endif()
