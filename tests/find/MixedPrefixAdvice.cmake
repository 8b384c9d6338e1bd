# One prefix whose header (9.19.0) and library (9.1.0) are of two
# releases: refused, and the advice does not name that prefix's include
# directory for 9.1.0, which holds the refused pairing's 9.19.0 header
# (-check.cmake applies every -D the advice gives).
set(_tree "${CMAKE_BINARY_DIR}/tree")
if(NOT CASE_ADVICE_APPLIED)
  file(REMOVE_RECURSE "${_tree}")
  file(COPY "${FAKE_v9_1_0_ROOT}/" DESTINATION "${_tree}")
  file(COPY_FILE "${FAKE_v9_19_0_INCLUDE_DIR}/cudnn_version.h" "${_tree}/include/cudnn_version.h")
endif()
# The toolkit too: this machine's cuDNN there is the compatible library the
# advice may name.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT TOOLKIT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
