# Distributed under the OSI-approved BSD 3-Clause License.
#
# Helpers of the windows cases (configure) and of their -check.cmake files
# (script mode, with FAKES_FILE and CASE_BUILD_DIR).

# Points the search at the unpacked win_amd64 wheel <id> alone (see
# Register.cmake), as CuDNNStrict_ROOT, or skips the case when it could not
# be fetched or Wine is missing.
macro(windows_case_use id)
  if(NOT WINDOWS_WINE_PREFIX OR NOT IS_DIRECTORY "${WINDOWS_WINE_PREFIX}")
    message(STATUS "CUDNN_STRICT_SKIP: no Wine prefix (wine64 and gcc-mingw-w64-x86-64 missing?)")
    return()
  endif()
  if(NOT IS_DIRECTORY "${WINDOWS_RELEASE_${id}_ROOT}/bin")
    message(STATUS "CUDNN_STRICT_SKIP: the win_amd64 release ${id} could not be fetched (no network?)")
    return()
  endif()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${WINDOWS_RELEASE_${id}_ROOT}")
endmacro()

# Sets <out> to <path> as a Windows path under Wine, whose drive Z: is the
# root of the build machine's file system.
function(windows_path path out)
  string(REPLACE "/" "\\" _path "${path}")
  set(${out} "Z:${_path}" PARENT_SCOPE)
endfunction()

# windows_run(<out_rc> <out_output> <program> [ARGS <arg>...] [PATH <dir>...]
#             [GUARD <action>])
# Runs <program> <arg>... under Wine with <dir>s as its PATH (WINEPATH, in
# order) and CUDNN_STRICT_GUARD=<action>; stdout and stderr go to
# <out_output>.
function(windows_run out_rc out_output program)
  cmake_parse_arguments(PARSE_ARGV 3 _run "" "GUARD" "ARGS;PATH")
  set(_path "")
  foreach(_dir IN LISTS _run_PATH)
    windows_path("${_dir}" _windows)
    list(APPEND _path "${_windows}")
  endforeach()
  string(REPLACE ";" "\\;" _path "${_path}")
  set(_env "WINEPREFIX=${WINDOWS_WINE_PREFIX}" WINEDEBUG=-all "WINEPATH=${_path}")
  if(DEFINED _run_GUARD)
    list(APPEND _env "CUDNN_STRICT_GUARD=${_run_GUARD}")
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env ${_env} "${WINDOWS_WINE}" "${program}" ${_run_ARGS}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out TIMEOUT 120)
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_output} "${_out}" PARENT_SCOPE)
endfunction()

# A prefix <dir> with include/ and bin/ of the release <id>, and the DLLs
# of the sub-libraries <replaced> from the release <other_id> in the same
# bin/, as a partial upgrade leaves it (symbolic links: Wine follows them).
function(windows_make_mixed dir id other_id replaced)
  set(_root "${WINDOWS_RELEASE_${id}_ROOT}")
  set(_other "${WINDOWS_RELEASE_${other_id}_ROOT}")
  file(REMOVE_RECURSE "${dir}")
  file(MAKE_DIRECTORY "${dir}/bin")
  file(CREATE_LINK "${_root}/include" "${dir}/include" SYMBOLIC)
  file(GLOB _dlls RELATIVE "${_root}/bin" "${_root}/bin/*.dll")
  foreach(_dll IN LISTS _dlls)
    set(_from "${_root}/bin/${_dll}")
    foreach(_name IN LISTS replaced)
      if(_dll MATCHES "^cudnn_${_name}64_[0-9]+\\.dll$")
        set(_from "${_other}/bin/${_dll}")
      endif()
    endforeach()
    file(CREATE_LINK "${_from}" "${dir}/bin/${_dll}" SYMBOLIC)
  endforeach()
endfunction()

# A tree under <dir> laid out as another Windows install of the release
# <id>: its DLLs in <dir>/<bin>, its headers in <dir>/<include>, its import
# libraries in <dir>/<lib> (symbolic links to the wheel's files).
function(windows_make_layout dir id bin include lib)
  set(_root "${WINDOWS_RELEASE_${id}_ROOT}")
  file(REMOVE_RECURSE "${dir}")
  foreach(_part IN ITEMS bin include lib/x64)
    if(_part STREQUAL "bin")
      set(_to "${dir}/${bin}")
    elseif(_part STREQUAL "include")
      set(_to "${dir}/${include}")
    else()
      set(_to "${dir}/${lib}")
    endif()
    file(MAKE_DIRECTORY "${_to}")
    file(GLOB _files RELATIVE "${_root}/${_part}" "${_root}/${_part}/*.dll"
      "${_root}/${_part}/*.h" "${_root}/${_part}/*.lib")
    foreach(_file IN LISTS _files)
      file(CREATE_LINK "${_root}/${_part}/${_file}" "${_to}/${_file}" SYMBOLIC)
    endforeach()
  endforeach()
endfunction()

# In a case: a program that links CuDNNStrict::cudnn and prints
# cudnnGetVersion(), for <case>-check.cmake to build and run.
function(windows_add_version_program)
  file(WRITE "${CMAKE_BINARY_DIR}/version.c" [=[
#include <stddef.h>
#include <stdio.h>
/* Declared here: cudnn.h needs the CUDA runtime's headers, which no
   Windows CUDA toolkit provides on this machine. */
size_t cudnnGetVersion(void);
int main(void) {
  printf("linked cuDNN %lu\n", (unsigned long)cudnnGetVersion());
  return 0;
}
]=])
  add_executable(version "${CMAKE_BINARY_DIR}/version.c")
  target_link_libraries(version PRIVATE CuDNNStrict::cudnn)
endfunction()
