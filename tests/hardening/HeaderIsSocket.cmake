# A Unix socket named like the header: no one, root included, can read it,
# and reading it once stopped the configure with a CMake error.
find_program(_python NAMES python3 NO_CACHE)
if(NOT _python)
  message(STATUS "CUDNN_STRICT_SKIP: creating a socket needs Python 3")
  return()
endif()
hardening_copy_tree(v9_19_0 tree _tree)
file(REMOVE "${_tree}/include/cudnn_version.h")
# Bound by a relative name: a socket's path is limited to 107 bytes, which
# a deep build tree exceeds.
execute_process(COMMAND "${_python}" -c
  "import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])" cudnn_version.h
  WORKING_DIRECTORY "${_tree}/include" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "creating the socket ${_tree}/include/cudnn_version.h failed: ${_err}")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
