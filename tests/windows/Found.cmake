# The cuDNN 9.1 win_amd64 wheel as pip installs it (nvidia/cudnn/{bin,
# include,lib/x64}): the DLL the probe loaded under Wine, its import
# library for the linker, the versions cuDNN itself reported, the
# sub-library DLLs, and the GPU check's skip (no CUDA runtime for Windows
# here).
windows_case_use(cu12_9_1)
set(CUDNN_STRICT_GPU_CHECK AUTO)
find_package(CuDNNStrict 9.1 REQUIRED)
set(_root "${WINDOWS_RELEASE_cu12_9_1_ROOT}")
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_VERSION_CODE 90100)
assert_same_file(CuDNNStrict_VERSION_HEADER "${_root}/include/cudnn_version.h")
assert_same_file(CuDNNStrict_RUNTIME_LIBRARY "${_root}/bin/cudnn64_9.dll")
assert_same_file(CuDNNStrict_LIBRARIES "${_root}/lib/x64/cudnn.lib")
assert_same_file(CuDNNStrict_IMPORT_LIBRARY "${_root}/lib/x64/cudnn.lib")
assert_same_file(CUDNN_LIBRARY "${_root}/bin/cudnn64_9.dll")
# What cuDNN's own cudnnGetVersion() and cudnnGetCudartVersion() said
# under Wine.
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.1.0)
assert_equal(CuDNNStrict_CUDART_VERSION 12.4)
assert_equal(CuDNNStrict_SUBLIBRARIES
  "graph;ops;cnn;adv;engines_precompiled;engines_runtime_compiled;heuristic")
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "without the CUDA runtime")

get_target_property(_location CuDNNStrict::cudnn IMPORTED_LOCATION)
get_target_property(_implib CuDNNStrict::cudnn IMPORTED_IMPLIB)
get_target_property(_type CuDNNStrict::cudnn TYPE)
assert_same_file(_location "${_root}/bin/cudnn64_9.dll")
assert_same_file(_implib "${_root}/lib/x64/cudnn.lib")
assert_equal(_type SHARED_LIBRARY)
get_target_property(_cnn_location CuDNNStrict::cudnn_cnn IMPORTED_LOCATION)
get_target_property(_cnn_implib CuDNNStrict::cudnn_cnn IMPORTED_IMPLIB)
assert_same_file(_cnn_location "${_root}/bin/cudnn_cnn64_9.dll")
assert_same_file(_cnn_implib "${_root}/lib/x64/cudnn_cnn.lib")
file(READ "${CuDNNStrict_CONFIG_HEADER}" _config)
assert_matches(_config "#define CUDNN_STRICT_CONFIG_SONAME \"cudnn64_9.dll\"")
windows_add_version_program()
