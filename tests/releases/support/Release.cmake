# Helpers of the real-release cases.

# Points the search at the unpacked wheel <id> (see Register.cmake) alone,
# as CuDNNStrict_ROOT, or skips the case when it could not be fetched.
macro(release_case_use id)
  if(NOT IS_DIRECTORY "${RELEASE_${id}_ROOT}/lib")
    message(STATUS "CUDNN_STRICT_SKIP: the release ${id} could not be fetched (no network?)")
    return()
  endif()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${RELEASE_${id}_ROOT}")
endmacro()

# Sets <out> to what the library <file> itself answers to
# cudnnGetVersion(), asked by a small program of its own, so that the
# module's reading is compared with cuDNN's rather than with a constant.
function(release_library_version file out)
  set(_dir "${CMAKE_BINARY_DIR}/ask-version")
  file(WRITE "${_dir}/ask.c" [=[
#include <dlfcn.h>
#include <stdio.h>
int main(int argc, char **argv) {
  void *handle = argc > 1 ? dlopen(argv[1], RTLD_NOW | RTLD_LOCAL) : 0;
  size_t (*get_version)(void) =
      handle ? (size_t(*)(void))dlsym(handle, "cudnnGetVersion") : 0;
  if (!get_version)
    return 1;
  printf("%zu\n", get_version());
  return 0;
}
]=])
  try_run(_run_rc _compiled "${_dir}/build" "${_dir}/ask.c"
    LINK_LIBRARIES ${CMAKE_DL_LIBS}
    RUN_OUTPUT_VARIABLE _output
    ARGS "${file}")
  if(NOT _compiled OR NOT _run_rc EQUAL 0)
    message(FATAL_ERROR "could not ask ${file} for its version: ${_output}")
  endif()
  string(STRIP "${_output}" _output)
  set(${out} "${_output}" PARENT_SCOPE)
endfunction()
