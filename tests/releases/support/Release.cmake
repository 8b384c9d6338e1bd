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
# Makes <dir>/lib a cuDNN directory of the unpacked release <id> (a copy of
# its libcudnn, so that $ORIGIN is <dir>/lib, and links to its other files),
# with <replaced> sub-library names taken from release <other_id> instead
# and <removed> names left out; <dir>/include links to <id>'s headers.
function(release_make_directory dir id other_id replaced removed)
  set(_from "${RELEASE_${id}_ROOT}")
  file(REMOVE_RECURSE "${dir}")
  file(MAKE_DIRECTORY "${dir}/lib")
  file(CREATE_LINK "${_from}/include" "${dir}/include" SYMBOLIC)
  file(GLOB _files RELATIVE "${_from}/lib" "${_from}/lib/libcudnn*.so*")
  foreach(_file IN LISTS _files)
    set(_source "${_from}/lib/${_file}")
    if(_file MATCHES "^libcudnn_(.*)\\.so\\.[0-9]+$")
      set(_name "${CMAKE_MATCH_1}")
      if(_name IN_LIST removed)
        continue()
      elseif(_name IN_LIST replaced)
        set(_source "${RELEASE_${other_id}_ROOT}/lib/${_file}")
      endif()
      file(CREATE_LINK "${_source}" "${dir}/lib/${_file}" SYMBOLIC)
    else()
      file(COPY_FILE "${_source}" "${dir}/lib/${_file}")
    endif()
  endforeach()
endfunction()
