# CMAKE_IGNORE_PREFIX_PATH drops a Windows install prefix named in
# CMAKE_PREFIX_PATH, as find_library does for the prefixes it derives
# itself: the second prefix's copy is found, not the ignored first.
windows_case_use(cu12_9_1)
set(_ignored "${CMAKE_BINARY_DIR}/ignored")
set(_kept "${CMAKE_BINARY_DIR}/kept")
windows_make_layout("${_ignored}" cu12_9_1 bin include lib)
windows_make_layout("${_kept}" cu12_9_1 bin include lib)
unset(CuDNNStrict_ROOT)
set(CMAKE_PREFIX_PATH "${_ignored}" "${_kept}")
set(CMAKE_IGNORE_PREFIX_PATH "${_ignored}")
find_package(CuDNNStrict 9.1 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_VERSION_HEADER "${_kept}/include/cudnn_version.h")
assert_equal(CuDNNStrict_RUNTIME_LIBRARY "${_kept}/bin/cudnn64_9.dll")
assert_equal(CuDNNStrict_IMPORT_LIBRARY "${_kept}/lib/cudnn.lib")
