# cuDNN 8.5 for CUDA 11 calls abort() inside cudnnGetVersion() when
# libcublas.so.11 is missing.  libcudnn_ops_infer names it as a DT_NEEDED:
# the probe finds it missing as the loader would, before cuDNN runs, and
# names the sub-library, the file and the wheel that provides it.
release_case_use(cu11_8_5)
find_package(CuDNNStrict REQUIRED)
