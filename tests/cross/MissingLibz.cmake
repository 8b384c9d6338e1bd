# cuDNN 9 for aarch64 needs the target's libz.so.1.  Here its graph
# library asks for a libz the host does not have (its DT_NEEDED entry
# renamed in a copy), as on a host without zlib1g:arm64: the probe finds it
# missing, as qemu's loader would, before cuDNN runs.  The error says what
# is missing for the target, not that the library is corrupt, and is not
# cached: -check.cmake restores the library and a plain re-configure
# passes.
cross_case_use(cudnn_9_19 cudart_13_0)
find_program(_python NAMES python3 python NO_CACHE)
if(NOT _python)
  message(STATUS "CUDNN_STRICT_SKIP: no Python to edit a copy of libcudnn_graph")
  return()
endif()
set(_cudnn "${CROSS_cudnn_9_19_ROOT}/nvidia/cudnn")
set(_copy "${CMAKE_BINARY_DIR}/../MissingLibz-root/nvidia/cudnn")
if(NOT EXISTS "${CMAKE_BINARY_DIR}/first-configure-done")
  cross_partial_root(cudnn_9_19 MissingLibz _root libcudnn_graph.so.9)
  execute_process(COMMAND "${_python}" -c
    "import sys; d = open(sys.argv[1], 'rb').read(); assert d.count(b'libz.so.1\\0') == 1; open(sys.argv[2], 'wb').write(d.replace(b'libz.so.1\\0', b'libq.so.1\\0'))"
    "${_cudnn}/lib/libcudnn_graph.so.9" "${_copy}/lib/libcudnn_graph.so.9"
    RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not write the copy of libcudnn_graph.so.9")
  endif()
  file(WRITE "${CMAKE_BINARY_DIR}/first-configure-done" "")
endif()
list(PREPEND CMAKE_FIND_ROOT_PATH "${CMAKE_BINARY_DIR}/../MissingLibz-root")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION} CHECK=${CuDNNStrict_LIBRARY_CHECK} LIBRARY=${CuDNNStrict_LIBRARIES}")
