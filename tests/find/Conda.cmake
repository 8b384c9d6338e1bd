# The active conda environment ($CONDA_PREFIX).
set(CUDNN_STRICT_SEARCH_LOCATIONS CONDA)
set(ENV{CONDA_PREFIX} "${FAKE_conda_v9_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.3.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_conda_v9_LIBRARY}")
