# Without REQUIRED a mismatch is "not found", refused with the reason, and
# a warning that the project builds without cuDNN; not an error.
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict)
assert_false(CuDNNStrict_FOUND)
if(TARGET CuDNNStrict::cudnn)
  message(FATAL_ERROR "ASSERTION FAILED: CuDNNStrict::cudnn exists although cuDNN was not found")
endif()
