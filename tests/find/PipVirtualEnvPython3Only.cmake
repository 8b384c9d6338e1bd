# An activated virtual environment that holds python3 and no python (one
# made by hand, or whose python link was removed): its Python is still the
# one asked, not the python3 on PATH, which holds another release.
include("${CMAKE_CURRENT_LIST_DIR}/support/Venv.cmake")
find_case_need_python()
find_case_no_python_environment()
find_case_venv("${CMAKE_BINARY_DIR}/activated" pip_v9 cudnn _library)
find_case_venv("${CMAKE_BINARY_DIR}/other" v9_19_0 cudnn _other)
file(REMOVE "${CMAKE_BINARY_DIR}/activated/bin/python")
set(ENV{VIRTUAL_ENV} "${CMAKE_BINARY_DIR}/activated")
set(ENV{PATH} "${CMAKE_BINARY_DIR}/other/bin:$ENV{PATH}")
set(CUDNN_STRICT_SEARCH_LOCATIONS PIP)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.5.1)
assert_same_file(CuDNNStrict_LIBRARIES "${_library}")
