# Header from the machine's CUDA toolkit, library from the cu11 wheel
# (cuDNN 8.9.6): the majors differ, and the configure is refused, naming
# both versions (Cu11WheelWithToolkitHeader-check.cmake asserts the
# header's, printed here).  A toolkit without a cuDNN header, or with a
# cuDNN 8 header, whose major the wheel's equals, is another scenario:
# skipped.
find_package(CUDAToolkit QUIET)
set(_header_dir "")
foreach(_dir IN LISTS CUDAToolkit_INCLUDE_DIRS)
  if(EXISTS "${_dir}/cudnn_version.h")
    set(_header_dir "${_dir}")
  endif()
endforeach()
if(NOT _header_dir)
  message(STATUS "CUDNN_STRICT_SKIP: no cuDNN header in the CUDA toolkit")
  return()
endif()
set(_version "")
foreach(_part IN ITEMS MAJOR MINOR PATCHLEVEL)
  file(STRINGS "${_header_dir}/cudnn_version.h" _define REGEX "^#define CUDNN_${_part} +[0-9]+")
  string(REGEX REPLACE "^#define CUDNN_${_part} +([0-9]+).*" "\\1" _number "${_define}")
  list(APPEND _version "${_number}")
endforeach()
list(GET _version 0 _major)
if(_major EQUAL 8)
  message(STATUS "CUDNN_STRICT_SKIP: the CUDA toolkit's cuDNN header is cuDNN 8, the wheel's major")
  return()
endif()
string(REPLACE ";" "." _version "${_version}")
message(STATUS "HEADER=${_version}")
execute_process(COMMAND "${FAKE_WHEEL_CU11_PYTHON}" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
  OUTPUT_VARIABLE _site OUTPUT_STRIP_TRAILING_WHITESPACE)
set(CUDNN_INCLUDE_DIR "${_header_dir}" CACHE PATH "")
set(CUDNN_LIBRARY "${_site}/nvidia/cudnn/lib/libcudnn.so.8" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
