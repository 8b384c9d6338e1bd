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

# In a case: builds the cudnn-strict-probe tool with the case
# (probe/CMakeLists.txt, as the package builds it), for the checks that run
# it: the configure-time program holds only the checks a configure runs, not
# --check-binary.  The -check.cmake builds the tree, then runs
# <CASE_BUILD_DIR>/probe/cudnn-strict-probe.exe.
macro(windows_add_probe_tool)
  add_subdirectory("${CMAKE_CURRENT_LIST_DIR}/../../probe" probe)
endmacro()

# windows_make_dll(<file> [IMPORTS <dll>...] [LINK <input>...]
#                  [SOURCE <c text>])
# Builds the DLL <file> with the case's MinGW compiler, importing each
# <dll> (a DLL built by this function: GNU ld links a DLL directly) and
# linking each <input> (an import library).  For
# the fakes of what no wheel shows: a cuDNN DLL whose import table names
# a DLL, and the DLLs cuDNN opens itself that no wheel provides.
function(windows_make_dll file)
  cmake_parse_arguments(PARSE_ARGV 1 _dll "" "SOURCE" "IMPORTS;LINK")
  get_filename_component(_name "${file}" NAME_WE)
  get_filename_component(_dir "${file}" DIRECTORY)
  string(MAKE_C_IDENTIFIER "${_name}" _symbol)
  if(NOT DEFINED _dll_SOURCE)
    set(_dll_SOURCE "__declspec(dllexport) int ${_symbol}_present(void) { return 1; }\n")
  endif()
  set(_calls "")
  foreach(_import IN LISTS _dll_IMPORTS)
    get_filename_component(_import_name "${_import}" NAME_WE)
    string(MAKE_C_IDENTIFIER "${_import_name}" _import_symbol)
    string(APPEND _calls "__declspec(dllimport) int ${_import_symbol}_present(void);\n"
      "__declspec(dllexport) int ${_symbol}_uses_${_import_symbol}(void) { return ${_import_symbol}_present(); }\n")
  endforeach()
  file(MAKE_DIRECTORY "${_dir}")
  file(WRITE "${file}.c" "${_dll_SOURCE}${_calls}")
  execute_process(COMMAND "${CMAKE_C_COMPILER}" -shared -o "${file}" "${file}.c" ${_dll_IMPORTS} ${_dll_LINK}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "building ${file} failed:\n${_out}")
  endif()
  file(REMOVE "${file}.c")
endfunction()

# windows_make_fake_cudnn(<dir> [API_SET] IMPORTS <dll>...): a cuDNN 9.1
# install in <dir>: the 9.1 wheel's headers and sub-library DLLs (symbolic
# links), and a bin/cudnn64_9.dll that answers 9.1.0 and CUDA 12.4 and
# imports each <dll> (built by windows_make_dll), and with API_SET also
# GetCurrentProcessId from the API set
# api-ms-win-core-processthreads-l1-1-0.dll, which no file provides.
function(windows_make_fake_cudnn dir)
  cmake_parse_arguments(PARSE_ARGV 1 _fake "API_SET" "" "IMPORTS")
  set(_api_set "")
  set(_api_call "")
  if(_fake_API_SET)
    file(MAKE_DIRECTORY "${dir}/implib")
    file(WRITE "${dir}/implib/api_set.def"
      "LIBRARY api-ms-win-core-processthreads-l1-1-0.dll\nEXPORTS\nGetCurrentProcessId\n")
    string(REGEX REPLACE "gcc$" "dlltool" _dlltool "${CMAKE_C_COMPILER}")
    execute_process(COMMAND "${_dlltool}" -d "${dir}/implib/api_set.def"
      -l "${dir}/implib/libapi_set.a" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "dlltool failed: ${_err}")
    endif()
    set(_api_set "${dir}/implib/libapi_set.a")
    string(CONCAT _api_call
      "__declspec(dllimport) unsigned long __stdcall GetCurrentProcessId(void);\n"
      "__declspec(dllexport) unsigned long cudnn_fake_process(void) { return GetCurrentProcessId(); }\n")
  endif()
  file(REMOVE_RECURSE "${dir}/bin" "${dir}/include")
  file(MAKE_DIRECTORY "${dir}")
  file(CREATE_LINK "${WINDOWS_RELEASE_cu12_9_1_ROOT}/include" "${dir}/include" SYMBOLIC)
  file(MAKE_DIRECTORY "${dir}/bin")
  file(GLOB _parts RELATIVE "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin"
    "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin/cudnn_*64_9.dll")
  foreach(_part IN LISTS _parts)
    file(CREATE_LINK "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin/${_part}" "${dir}/bin/${_part}" SYMBOLIC)
  endforeach()
  set(_source [=[
#include <stddef.h>
__declspec(dllexport) size_t cudnnGetVersion(void) { return 90100; }
__declspec(dllexport) size_t cudnnGetCudartVersion(void) { return 12040; }
]=])
  string(APPEND _source "${_api_call}")
  windows_make_dll("${dir}/bin/cudnn64_9.dll" IMPORTS ${_fake_IMPORTS} LINK ${_api_set}
    SOURCE "${_source}")
endfunction()
