# Two build trees of one source tree configured at the same moment (see
# -check.cmake): each must reach its own, right answer, so nothing the
# module writes may be shared between build trees.  The probe is forced to
# run, so that both compile and run it at once.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CUDNN_STRICT_FORCE_CHECK ON)
if(CMAKE_BINARY_DIR MATCHES "-b$")
  set(CuDNNStrict_ROOT "${FAKE_v9_1_0_ROOT}")
else()
  set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
endif()
find_package(CuDNNStrict REQUIRED)
file(WRITE "${CMAKE_BINARY_DIR}/result.txt" "${CuDNNStrict_VERSION} ${CuDNNStrict_LIBRARY_VERSION} ${CuDNNStrict_LIBRARIES}")
