# The oldest nvidia-cudnn-cu13 wheel: cuDNN 9.12.0, seven sub-libraries,
# and two warnings of the known-bad table (3D convolutions).
release_case_use(cu13_oldest)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.12.0)
assert_equal(CuDNNStrict_VERSION_CODE 91200)
release_library_version("${CuDNNStrict_LIBRARIES}" _answer)
assert_equal(_answer 91200)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.12.0)
assert_equal(CuDNNStrict_SUBLIBRARIES "graph;ops;cnn;adv;engines_precompiled;engines_runtime_compiled;heuristic")
