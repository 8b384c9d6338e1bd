# A relative CUDNN_LIBRARY: the loader would look for it from the current
# directory.
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "lib64/libcudnn.so.9" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
