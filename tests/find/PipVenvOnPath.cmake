# A virtual environment first on PATH, not activated and no
# Python_EXECUTABLE: its python3 is the one asked for site-packages.
include("${CMAKE_CURRENT_LIST_DIR}/support/Venv.cmake")
find_case_need_python()
find_case_no_python_environment()
find_case_venv("${CMAKE_BINARY_DIR}/venv" pip_v9 cudnn _library)
set(ENV{PATH} "${CMAKE_BINARY_DIR}/venv/bin:$ENV{PATH}")
set(CUDNN_STRICT_SEARCH_LOCATIONS PIP)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.5.1)
assert_same_file(CuDNNStrict_LIBRARIES "${_library}")
assert_matches(CuDNNStrict_LIBRARIES "/venv/lib/python3[^/]*/site-packages/nvidia/cudnn/lib/libcudnn\\.so\\.9$")
