# A relative CUDNN_INCLUDE_DIR would be read from whatever directory CMake
# happens to run in.
set(CUDNN_INCLUDE_DIR "include" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_19_0_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
