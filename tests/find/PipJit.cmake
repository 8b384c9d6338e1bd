# The JIT flavour of the wheel (nvidia-cudnn-jit-cu<N>) installs in
# site-packages/nvidia/cudnn_jit, with include/ and lib/ as the full one,
# and ships libcudnn, graph and engines_runtime_compiled alone.
include("${CMAKE_CURRENT_LIST_DIR}/support/Venv.cmake")
find_case_need_python()
find_case_no_python_environment()
find_case_venv("${CMAKE_BINARY_DIR}/venv" v9_27_0_jit cudnn_jit _library)
set(ENV{VIRTUAL_ENV} "${CMAKE_BINARY_DIR}/venv")
set(CUDNN_STRICT_SEARCH_LOCATIONS PIP)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.27.0)
assert_equal(CuDNNStrict_SUBLIBRARIES "graph;engines_runtime_compiled")
assert_same_file(CuDNNStrict_LIBRARIES "${_library}")
assert_matches(CuDNNStrict_INCLUDE_DIRS "/venv/lib/python3[^/]*/site-packages/nvidia/cudnn_jit/include$")
