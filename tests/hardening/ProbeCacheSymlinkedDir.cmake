# The cache directory is a symbolic link to somewhere else: the cache is
# not used (nothing is read from or written to where it points), and the
# configure succeeds with the checks built in its own tree.
probe_cache_case_setup()
file(MAKE_DIRECTORY "${CMAKE_BINARY_DIR}/elsewhere" "${CASE_XDG}")
file(CREATE_LINK "${CMAKE_BINARY_DIR}/elsewhere" "${CASE_XDG}/cudnn-strict" SYMBOLIC)
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
file(GLOB written "${CMAKE_BINARY_DIR}/elsewhere/*")
if(written)
  message(FATAL_ERROR "the cache wrote through a symbolic link: ${written}")
endif()
