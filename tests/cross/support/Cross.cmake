# Helpers of the cross cases.

# Makes the unpacked aarch64 wheels <ids> (see Register.cmake) the target's
# root (CMAKE_FIND_ROOT_PATH, as a user's toolchain would name it) and
# points the search at the cuDNN inside it, or skips the case when a wheel
# could not be fetched.
macro(cross_case_use)
  set(CMAKE_FIND_ROOT_PATH "")
  foreach(_cross_id IN ITEMS ${ARGN})
    if(NOT IS_DIRECTORY "${CROSS_${_cross_id}_ROOT}/nvidia")
      message(STATUS "CUDNN_STRICT_SKIP: the aarch64 wheel ${_cross_id} could not be fetched (no network?)")
      return()
    endif()
    list(APPEND CMAKE_FIND_ROOT_PATH "${CROSS_${_cross_id}_ROOT}")
  endforeach()
  # cuDNN 9 for aarch64 loads libz.so.1 of the target.
  if(NOT EXISTS /usr/lib/aarch64-linux-gnu/libz.so.1)
    message(STATUS "CUDNN_STRICT_SKIP: zlib1g:arm64 is not installed (.ci/run installs it)")
    return()
  endif()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT /nvidia/cudnn)
endmacro()

# Sets <out> to a root beside the case's build tree, <case>-root, that holds
# the cuDNN of the aarch64 wheel <id> without its libraries named in ARGN:
# the include directory linked, each other library linked hard (or
# copied), so that it finds the others beside its real file ($ORIGIN).
function(cross_partial_root id case out)
  set(_cudnn "${CROSS_${id}_ROOT}/nvidia/cudnn")
  set(_root "${CMAKE_BINARY_DIR}/../${case}-root")
  file(REMOVE_RECURSE "${_root}")
  file(MAKE_DIRECTORY "${_root}/nvidia/cudnn/lib")
  file(CREATE_LINK "${_cudnn}/include" "${_root}/nvidia/cudnn/include" SYMBOLIC)
  file(GLOB _libraries RELATIVE "${_cudnn}/lib" "${_cudnn}/lib/libcudnn*.so.9")
  foreach(_library IN LISTS _libraries)
    if(NOT _library IN_LIST ARGN)
      file(CREATE_LINK "${_cudnn}/lib/${_library}" "${_root}/nvidia/cudnn/lib/${_library}" COPY_ON_ERROR)
    endif()
  endforeach()
  set(${out} "${_root}" PARENT_SCOPE)
endfunction()

# A program that prints the version of the cuDNN it runs with, linked
# with CuDNNStrict::cudnn (and so compiled against cudnn.h and the CUDA
# runtime's headers of the target).
function(cross_add_version_program name)
  file(WRITE "${CMAKE_BINARY_DIR}/${name}.c" [=[
#include <cudnn.h>
#include <stdio.h>
int main(void) {
  printf("cudnnGetVersion=%zu CUDNN_VERSION=%d\n", cudnnGetVersion(), CUDNN_VERSION);
  return 0;
}
]=])
  add_executable(${name} "${CMAKE_BINARY_DIR}/${name}.c")
  target_link_libraries(${name} PRIVATE CuDNNStrict::cudnn)
endfunction()
