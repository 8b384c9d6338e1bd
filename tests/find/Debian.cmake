# Debian/Ubuntu packages: _v9 header names in include/<triplet>, only
# libcudnn.so.9 in lib/<triplet>.  <cudnn.h> must still work for consumers.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_debian_v9_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.16.0)
assert_same_file(CuDNNStrict_VERSION_HEADER "${FAKE_debian_v9_INCLUDE_DIR}/cudnn_version_v9.h")
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_debian_v9_LIBRARY}")
assert_matches(CuDNNStrict_LIBRARIES "libcudnn\\.so\\.9$")
list(LENGTH CuDNNStrict_INCLUDE_DIRS _count)
assert_equal(_count 2)
file(WRITE "${CMAKE_BINARY_DIR}/uses_cudnn.c"
  "#include <cudnn.h>\n#if CUDNN_MAJOR != 9\n#error wrong header\n#endif\nint main(void) { return cudnnGetVersion() == 91600 ? 0 : 1; }\n")
try_compile(_compiles "${CMAKE_BINARY_DIR}/try" SOURCES "${CMAKE_BINARY_DIR}/uses_cudnn.c"
  LINK_LIBRARIES CuDNNStrict::cudnn OUTPUT_VARIABLE _log)
if(NOT _compiles)
  message(FATAL_ERROR "ASSERTION FAILED: #include <cudnn.h> through CuDNNStrict::cudnn does not compile:\n${_log}")
endif()
