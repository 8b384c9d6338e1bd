# A project that enabled CXX alone lists the toolkit's include directory
# first (support/languages, configured and built by -check.cmake): the
# check is compiled as CXX, and the program does not build.
include("${CMAKE_CURRENT_LIST_DIR}/support/ToolkitCudnnHeader.cmake")
toolkit_cudnn_header(_toolkit_dir _toolkit_version)
if(NOT _toolkit_dir)
  return()
endif()
file(WRITE "${CMAKE_BINARY_DIR}/facts.cmake" "set(TOOLKIT_DIR [==[${_toolkit_dir}]==])\nset(FAKE_ROOT [==[${FAKE_v9_1_0_ROOT}]==])\n")
