# Header from the machine's CUDA toolkit (cuDNN 9), library from the cu11
# wheel (cuDNN 8): the majors differ.
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
execute_process(COMMAND "${FAKE_WHEEL_CU11_PYTHON}" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
  OUTPUT_VARIABLE _site OUTPUT_STRIP_TRAILING_WHITESPACE)
set(CUDNN_INCLUDE_DIR "${_header_dir}" CACHE PATH "")
set(CUDNN_LIBRARY "${_site}/nvidia/cudnn/lib/libcudnn.so.8" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
