# A project that calls the convolution sub-library, given the JIT flavour.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_27_0_jit_ROOT}")
find_package(CuDNNStrict REQUIRED COMPONENTS cnn ops)
