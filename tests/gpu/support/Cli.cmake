# The configure side of every Cli* case: cudnn-strict-probe, built by
# probe/CMakeLists.txt against the fake tree the case chose with
# gpu_case_use().  The case's -check.cmake builds and runs it
# (support/CliCheck.cmake).
get_filename_component(_repository "${CMAKE_MODULE_PATH}/.." ABSOLUTE)
add_subdirectory("${_repository}/probe" "${CMAKE_BINARY_DIR}/probe")
if(NOT TARGET cudnn-strict-probe)
  message(FATAL_ERROR "ASSERTION FAILED: probe/CMakeLists.txt defines no cudnn-strict-probe")
endif()
