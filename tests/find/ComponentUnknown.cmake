# A component that names no cuDNN sub-library is a configure error listing
# the valid ones.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED COMPONENTS convolution)
