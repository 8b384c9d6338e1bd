# The judged cuDNN's directory found first (CuDNNStrict::cudnn's own, and
# the toolkit's after it through CUDA::toolkit): the program builds with the
# judged header, and the summary names the toolkit's other header.  With
# CASE_TOOLKIT_FIRST the directory lists the toolkit's include directory
# first (-check.cmake: a re-configure that changes only that).
include("${CMAKE_CURRENT_LIST_DIR}/support/ToolkitCudnnHeader.cmake")
toolkit_cudnn_header(_toolkit_dir _toolkit_version)
if(NOT _toolkit_dir)
  return()
endif()
if(CASE_TOOLKIT_FIRST)
  include_directories("${_toolkit_dir}")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_1_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_matches(CuDNNStrict_HEADER_CHECK "^${CMAKE_BINARY_DIR}/CuDNNStrict/header_check/[0-9a-f]+/cudnn_strict_header_check\\.c$")
get_target_property(_sources CuDNNStrict::cudnn INTERFACE_SOURCES)
assert_equal(_sources "${CuDNNStrict_HEADER_CHECK}")
file(WRITE "${CMAKE_BINARY_DIR}/program.c"
  "#include <stdio.h>\n#include <cudnn_version.h>\nint main(void) { printf(\"%d\\n\", CUDNN_VERSION); return 0; }\n")
add_executable(program "${CMAKE_BINARY_DIR}/program.c")
target_link_libraries(program PRIVATE CuDNNStrict::cudnn CuDNNStrict::cudnn_all)
