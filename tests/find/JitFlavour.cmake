# The JIT flavour (nvidia-cudnn-jit-cu13): libcudnn, graph and
# engines_runtime_compiled alone, judged as what it is.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_27_0_jit_ROOT}")
find_package(CuDNNStrict REQUIRED COMPONENTS graph engines_runtime_compiled OPTIONAL_COMPONENTS cnn)
assert_equal(CuDNNStrict_VERSION 9.27.0)
assert_equal(CuDNNStrict_SUBLIBRARIES "graph;engines_runtime_compiled")
assert_equal(CuDNNStrict_graph_FOUND TRUE)
assert_equal(CuDNNStrict_engines_runtime_compiled_FOUND TRUE)
assert_equal(CuDNNStrict_cnn_FOUND FALSE)
if(NOT TARGET CuDNNStrict::cudnn_engines_runtime_compiled OR TARGET CuDNNStrict::cudnn_cnn)
  message(FATAL_ERROR "ASSERTION FAILED: targets for the JIT flavour's components only")
endif()
