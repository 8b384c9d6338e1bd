# The order of CUDNN_STRICT_SEARCH_LOCATIONS is the search order: a
# project that prefers the wheel to other installs (ONNX Runtime searches
# its Python's nvidia/cudnn before the toolkit) lists PIP first.  The
# venv's cuDNN 9.5.1 is found before ROOT's 9.19.0; -check.cmake shows the
# default order finding ROOT's.
include("${CMAKE_CURRENT_LIST_DIR}/support/Venv.cmake")
find_case_need_python()
find_case_no_python_environment()
find_case_venv("${CMAKE_BINARY_DIR}/venv" pip_v9 cudnn _library)
set(ENV{VIRTUAL_ENV} "${CMAKE_BINARY_DIR}/venv")
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
if(NOT DEFAULT_ORDER)
  set(CUDNN_STRICT_SEARCH_LOCATIONS PIP ROOT)
else()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT PIP)
endif()
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION}")
if(NOT DEFAULT_ORDER)
  assert_equal(CuDNNStrict_VERSION 9.5.1)
  assert_same_file(CuDNNStrict_LIBRARIES "${_library}")
endif()
