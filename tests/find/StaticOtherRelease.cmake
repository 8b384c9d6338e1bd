# A cuDNN 9.19.0 install whose static engines archives carry cuDNN 9.1.0's
# assertion text: refused, naming the archive and both releases.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_static_other_release_ROOT}")
find_package(CuDNNStrict REQUIRED COMPONENTS static)
