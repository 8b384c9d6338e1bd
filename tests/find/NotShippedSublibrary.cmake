# cuDNN 9.20 names libcudnn_engines_tensor_ir and never shipped it (the
# wheel PyTorch 2.12 and 2.13 pin): found, and the summary says so.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_20_0_ROOT}")
find_package(CuDNNStrict 9.20 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.20.0)
assert_equal(CuDNNStrict_SUBLIBRARIES "graph;ops;cnn;adv;engines_precompiled;engines_runtime_compiled;heuristic")
if(TARGET CuDNNStrict::cudnn_engines_tensor_ir)
  message(FATAL_ERROR "ASSERTION FAILED: a target for a sub-library 9.20.0 does not ship")
endif()
