# conda on Windows keeps a package's files under Library/: bin, include,
# lib.  The CONDA location finds them through CONDA_PREFIX.
windows_case_use(cu12_9_1)
set(_env "${CMAKE_BINARY_DIR}/conda-env")
windows_make_layout("${_env}" cu12_9_1 Library/bin Library/include Library/lib)
set(ENV{CONDA_PREFIX} "${_env}")
unset(CuDNNStrict_ROOT)
set(CUDNN_STRICT_SEARCH_LOCATIONS CONDA)
find_package(CuDNNStrict 9.1 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_VERSION_HEADER "${_env}/Library/include/cudnn_version.h")
assert_equal(CuDNNStrict_RUNTIME_LIBRARY "${_env}/Library/bin/cudnn64_9.dll")
assert_equal(CuDNNStrict_IMPORT_LIBRARY "${_env}/Library/lib/cudnn.lib")
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.1.0)
