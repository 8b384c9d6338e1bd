# nvidia-cudnn-jit-cu13 9.27.0.42 installed in a virtual environment that is
# first on PATH, with no Python chosen and no VIRTUAL_ENV: the PIP location
# asks that environment's python and finds the JIT flavour in
# site-packages/nvidia/cudnn_jit.
release_case_use(cu13_jit)
include("${CMAKE_CURRENT_LIST_DIR}/../find/support/Venv.cmake")
find_case_need_python()
find_case_no_python_environment()
set(_venv "${CMAKE_BINARY_DIR}/venv")
file(REMOVE_RECURSE "${_venv}")
execute_process(COMMAND "${FAKE_PYTHON3}" -m venv --without-pip "${_venv}" RESULT_VARIABLE _rc)
assert_equal(_rc 0)
execute_process(COMMAND "${_venv}/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
  OUTPUT_VARIABLE _site OUTPUT_STRIP_TRAILING_WHITESPACE)
file(MAKE_DIRECTORY "${_site}/nvidia")
file(CREATE_LINK "${RELEASE_cu13_jit_ROOT}" "${_site}/nvidia/cudnn_jit" SYMBOLIC)
set(ENV{PATH} "${_venv}/bin:$ENV{PATH}")
set(CUDNN_STRICT_SEARCH_LOCATIONS PIP)
unset(CuDNNStrict_ROOT)
find_package(CuDNNStrict 9.27 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.27.0)
assert_matches(CuDNNStrict_INCLUDE_DIRS "/venv/lib/python3[^/]*/site-packages/nvidia/cudnn_jit/include$")
assert_equal(CuDNNStrict_SUBLIBRARIES "graph;engines_runtime_compiled")
