# A virtual environment deleted and made again at the same path with
# another Python (another minor: another site-packages) and another cuDNN
# wheel between two configures: the module asks the new interpreter for
# its site directories instead of taking those it cached for the path,
# and finds the new wheel (-check.cmake configures again with
# REMADE_WITH=<python>).  Skipped where no second Python of another minor
# is found (python3.<N> on PATH, or a pyenv version).
include("${CMAKE_CURRENT_LIST_DIR}/support/Venv.cmake")
find_case_need_python()
find_case_no_python_environment()
set(_venv "${CMAKE_BINARY_DIR}/venv")
if(NOT REMADE_WITH)
  find_case_venv("${_venv}" pip_v9 cudnn _library)
  set(_version 9.5.1)
else()
  set(FAKE_PYTHON3 "${REMADE_WITH}")
  find_case_venv("${_venv}" v9_19_0 cudnn _library)
  set(_version 9.19.0)
endif()
set(ENV{VIRTUAL_ENV} "${_venv}")
set(CUDNN_STRICT_SEARCH_LOCATIONS PIP)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION ${_version})
assert_same_file(CuDNNStrict_LIBRARIES "${_library}")
