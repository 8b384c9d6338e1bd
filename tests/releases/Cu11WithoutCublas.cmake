# cuDNN 8.5 for CUDA 11 calls abort() inside cudnnGetVersion() when
# libcublas.so.11 is missing.  The probe lets it do so in a child process
# and names what is missing and which wheel provides it.
release_case_use(cu11_8_5)
find_package(CuDNNStrict REQUIRED)
