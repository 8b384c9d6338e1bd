# NVIDIA's installer lays cuDNN out per CUDA version under
# <ProgramFiles>/NVIDIA/CUDNN/v9.x: bin/12.4/x64, include/12.4,
# lib/12.4/x64.  The SYSTEM location finds it through ProgramFiles, the
# newest release folder first.
windows_case_use(cu12_9_1)
set(_programs "${CMAKE_BINARY_DIR}/Program Files")
windows_make_layout("${_programs}/NVIDIA/CUDNN/v9.1" cu12_9_1
  bin/12.4/x64 include/12.4 lib/12.4/x64)
# An older release folder, empty: the newest one is searched first.
file(MAKE_DIRECTORY "${_programs}/NVIDIA/CUDNN/v9.0/bin/12.4/x64")
set(ENV{ProgramFiles} "${_programs}")
set(ENV{ProgramW6432} "${_programs}")
unset(CuDNNStrict_ROOT)
set(CUDNN_STRICT_SEARCH_LOCATIONS SYSTEM)
find_package(CuDNNStrict 9.1 REQUIRED)
set(_prefix "${_programs}/NVIDIA/CUDNN/v9.1")
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.1.0)
assert_equal(CuDNNStrict_VERSION_HEADER "${_prefix}/include/12.4/cudnn_version.h")
assert_equal(CuDNNStrict_RUNTIME_LIBRARY "${_prefix}/bin/12.4/x64/cudnn64_9.dll")
assert_equal(CuDNNStrict_IMPORT_LIBRARY "${_prefix}/lib/12.4/x64/cudnn.lib")
get_target_property(_implib CuDNNStrict::cudnn_ops IMPORTED_IMPLIB)
assert_equal(_implib "${_prefix}/lib/12.4/x64/cudnn_ops.lib")
