# A project that takes the variables (its own include line lists the
# toolkit's include directory first, then CuDNNStrict_INCLUDE_DIRS) and
# adds CuDNNStrict_HEADER_CHECK to its sources: the program does not
# build (-check.cmake).
include("${CMAKE_CURRENT_LIST_DIR}/support/ToolkitCudnnHeader.cmake")
toolkit_cudnn_header(_toolkit_dir _toolkit_version)
if(NOT _toolkit_dir)
  return()
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_1_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
file(WRITE "${CMAKE_BINARY_DIR}/program.c"
  "#include <stdio.h>\n#include <cudnn_version.h>\nint main(void) { printf(\"%d\\n\", CUDNN_VERSION); return 0; }\n")
add_executable(program "${CMAKE_BINARY_DIR}/program.c" ${CuDNNStrict_HEADER_CHECK})
target_include_directories(program PRIVATE "${_toolkit_dir}" ${CuDNNStrict_INCLUDE_DIRS})
target_link_libraries(program PRIVATE ${CuDNNStrict_LIBRARIES})
