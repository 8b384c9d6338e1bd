# nvidia-cudnn-jit-cu13 9.27.0.42, under site-packages/nvidia/cudnn_jit:
# libcudnn, graph and engines_runtime_compiled alone, found as the JIT
# flavour, never as an incomplete full install.
release_case_use(cu13_jit)
find_package(CuDNNStrict 9.27 REQUIRED COMPONENTS graph engines_runtime_compiled OPTIONAL_COMPONENTS cnn)
assert_equal(CuDNNStrict_VERSION 9.27.0)
release_library_version("${CuDNNStrict_LIBRARIES}" _answer)
assert_equal(_answer 92700)
assert_equal(CuDNNStrict_SUBLIBRARIES "graph;engines_runtime_compiled")
assert_equal(CuDNNStrict_cnn_FOUND FALSE)
