# A cuDNN 9.19 header with libcudnn.so linked to another major's
# libcudnn.so.8 (8.9.7, copied alone): cuDNN 8 answers its version, then
# aborts for its own sub-libraries.  The refusal is the major mismatch,
# not an incomplete install.
release_case_use(cu12_8_9_7)
set(_lib "${CMAKE_BINARY_DIR}/other-major/lib")
file(MAKE_DIRECTORY "${_lib}")
file(COPY_FILE "${RELEASE_cu12_8_9_7_ROOT}/lib/libcudnn.so.8" "${_lib}/libcudnn.so.8")
file(CREATE_LINK libcudnn.so.8 "${_lib}/libcudnn.so" SYMBOLIC)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${_lib}/libcudnn.so" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
