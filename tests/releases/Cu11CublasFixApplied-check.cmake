# The fix as written: cuBLAS for CUDA 11 (the nvidia-cublas-cu11 wheel,
# unpacked by the fixture) in the directory the message names.  The same
# build tree then loads cuDNN: cuBLAS is no longer named, and what stops
# cuDNN 8.5 next on a machine without a driver is libcuda.
string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${case_stderr}")
string(REGEX MATCH "beside this cuDNN, into ([^ ]+) \\(the RUNPATH" _into "${_folded}")
set(_into "${CMAKE_MATCH_1}")
include("${FAKES_FILE}")
get_filename_component(_parent "${_into}" DIRECTORY)
file(MAKE_DIRECTORY "${_parent}")
file(CREATE_LINK "${RELEASE_cu11_8_5_cublas_ROOT}/../cublas/lib" "${_into}" SYMBOLIC)
cudnn_strict_case_configure(_rc _out _err)
if(_err MATCHES "libcublas")
  message(FATAL_ERROR "Case ${CASE}: cuBLAS is still named after the fix:\n${_err}")
endif()
cudnn_strict_case_expect("stderr with cuBLAS in place" "${_err}"
  "(could not load libcuda\\.so(\\.1)?|built for CUDA 11\\.[0-9]+ but the toolkit is CUDA)")
