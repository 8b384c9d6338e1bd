# An installed package whose configuration finds cuDNN through
# find_dependency(CuDNNStrict), found from two sibling directories.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(_config_dir "${CMAKE_BINARY_DIR}/prefix/lib/cmake/Carrier")
file(WRITE "${_config_dir}/CarrierConfig.cmake" [[
include(CMakeFindDependencyMacro)
find_dependency(CuDNNStrict 9.1)
]])
set(Carrier_DIR "${_config_dir}")
add_subdirectory(scopes/carrier_user one)
add_subdirectory(scopes/carrier_user two)
