# The cuDNN 9.12 win_amd64 wheel ships DLLs without import libraries (and
# draws the two warnings of the known-bad table for 9.12): with
# MinGW, whose GNU ld links a DLL directly, the DLL is what the target
# links.
windows_case_use(cu13_9_12)
find_package(CuDNNStrict REQUIRED)
set(_root "${WINDOWS_RELEASE_cu13_9_12_ROOT}")
assert_equal(CuDNNStrict_VERSION 9.12.0)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.12.0)
assert_equal(CuDNNStrict_CUDART_VERSION 13.0)
assert_same_file(CuDNNStrict_LIBRARIES "${_root}/bin/cudnn64_9.dll")
get_target_property(_implib CuDNNStrict::cudnn IMPORTED_IMPLIB)
assert_same_file(_implib "${_root}/bin/cudnn64_9.dll")
windows_add_version_program()
