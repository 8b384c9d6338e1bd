# The active conda environment's Python ($CONDA_PREFIX/bin/python) is
# asked before the python3 on PATH, which holds another release.  A
# virtual environment stands in for the conda one: both have bin/python.
include("${CMAKE_CURRENT_LIST_DIR}/support/Venv.cmake")
find_case_need_python()
find_case_no_python_environment()
find_case_venv("${CMAKE_BINARY_DIR}/conda" pip_v9 cudnn _library)
find_case_venv("${CMAKE_BINARY_DIR}/other" v9_19_0 cudnn _other)
set(ENV{CONDA_PREFIX} "${CMAKE_BINARY_DIR}/conda")
set(ENV{PATH} "${CMAKE_BINARY_DIR}/other/bin:$ENV{PATH}")
set(CUDNN_STRICT_SEARCH_LOCATIONS PIP)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.5.1)
assert_same_file(CuDNNStrict_LIBRARIES "${_library}")
