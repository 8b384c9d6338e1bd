# A C++ and CUDA project lists the toolkit's include directory first for
# its CUDA sources alone (support/languages, configured and built by
# -check.cmake): the C++ check passes, and the CUDA source, which includes
# the check's header first, does not build.
include("${CMAKE_CURRENT_LIST_DIR}/support/ToolkitCudnnHeader.cmake")
toolkit_cudnn_header(_toolkit_dir _toolkit_version)
if(NOT _toolkit_dir)
  return()
endif()
file(WRITE "${CMAKE_BINARY_DIR}/facts.cmake" "set(TOOLKIT_DIR [==[${_toolkit_dir}]==])\nset(FAKE_ROOT [==[${FAKE_v9_1_0_ROOT}]==])\n")
