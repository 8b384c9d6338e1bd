# nvidia-cudnn-cu13 9.20.0.48, the wheel PyTorch 2.12 and 2.13 (cu130) pin:
# its libcudnn_graph names libcudnn_engines_tensor_ir.so.9, which the wheel
# does not hold.  Found, with a note, never as an incomplete install.
release_case_use(cu13_9_20)
find_package(CuDNNStrict 9.20 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.20.0)
release_library_version("${CuDNNStrict_LIBRARIES}" _answer)
assert_equal(_answer 92000)
assert_equal(CuDNNStrict_SUBLIBRARIES "graph;ops;cnn;adv;engines_precompiled;engines_runtime_compiled;heuristic")
if(EXISTS "${RELEASE_cu13_9_20_ROOT}/lib/libcudnn_engines_tensor_ir.so.9")
  message(FATAL_ERROR "ASSERTION FAILED: the 9.20.0.48 wheel holds engines_tensor_ir after all")
endif()
