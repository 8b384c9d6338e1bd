# The command-line tool, built by probe/CMakeLists.txt against a fake tree;
# -check.cmake runs it.
gpu_case_use(v9_19_0 correct)
get_filename_component(_repository "${CMAKE_MODULE_PATH}/.." ABSOLUTE)
add_subdirectory("${_repository}/probe" "${CMAKE_BINARY_DIR}/probe")
if(NOT TARGET cudnn-strict-probe)
  message(FATAL_ERROR "ASSERTION FAILED: probe/CMakeLists.txt defines no cudnn-strict-probe")
endif()
