# A cuDNN header of another release that appears, between two configures,
# in a directory the header check searches (FindCUDA's CUDA_INCLUDE_DIRS
# here; /usr/include alike): the re-configure checks again and warns
# (-check.cmake), instead of replaying the findings of a configure that
# did not see it.
set(CUDA_INCLUDE_DIRS "${CMAKE_BINARY_DIR}/../ReplayOtherHeaderAppears-include")
file(MAKE_DIRECTORY "${CUDA_INCLUDE_DIRS}")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_1_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
