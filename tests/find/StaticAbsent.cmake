# An install without static archives (a pip wheel's, a conda package's)
# when the project does not ask for them: no static target, nothing said.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
if(TARGET CuDNNStrict::cudnn_static OR TARGET CuDNNStrict::cudnn_graph_static OR DEFINED CuDNNStrict_static_FOUND)
  message(FATAL_ERROR "ASSERTION FAILED: static targets or results without static archives")
endif()
