# A find_package(Python3) that failed leaves Python3_EXECUTABLE-NOTFOUND:
# no Python chosen, so the activated virtual environment's is asked.
include("${CMAKE_CURRENT_LIST_DIR}/support/Venv.cmake")
find_case_need_python()
find_case_no_python_environment()
find_case_venv("${CMAKE_BINARY_DIR}/venv" pip_v9 cudnn _library)
set(Python3_EXECUTABLE Python3_EXECUTABLE-NOTFOUND CACHE FILEPATH "")
set(ENV{VIRTUAL_ENV} "${CMAKE_BINARY_DIR}/venv")
set(CUDNN_STRICT_SEARCH_LOCATIONS PIP)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.5.1)
assert_same_file(CuDNNStrict_LIBRARIES "${_library}")
