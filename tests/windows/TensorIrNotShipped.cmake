# The cuDNN 9.20 win_amd64 wheel: 9.20 names engines_tensor_ir but ships
# its DLL from 9.21 on, so the missing cudnn_engines_tensor_ir64_9.dll is
# not a fault of the install.
windows_case_use(cu13_9_20)
find_package(CuDNNStrict 9.20 REQUIRED)
set(_root "${WINDOWS_RELEASE_cu13_9_20_ROOT}")
assert_equal(CuDNNStrict_VERSION 9.20.0)
assert_equal(CuDNNStrict_VERSION_CODE 92000)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.20.0)
assert_same_file(CuDNNStrict_RUNTIME_LIBRARY "${_root}/bin/cudnn64_9.dll")
if(EXISTS "${_root}/bin/cudnn_engines_tensor_ir64_9.dll")
  message(FATAL_ERROR "the 9.20 wheel ships cudnn_engines_tensor_ir64_9.dll: this case tests nothing")
endif()
assert_equal(CuDNNStrict_SUBLIBRARIES
  "graph;ops;cnn;adv;engines_precompiled;engines_runtime_compiled;heuristic")
