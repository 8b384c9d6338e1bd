# The printed fix, applied as written: with the stub directory on
# LD_LIBRARY_PATH cuDNN reports its version, and the configure moves on to
# the next fact (this cuDNN is built for CUDA 11, the toolkit is not).
string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${case_stderr}")
if(NOT _folded MATCHES "configure with LD_LIBRARY_PATH=([^ :]+):\\$LD_LIBRARY_PATH")
  message(STATUS "no stub libcuda on this machine: nothing more to apply")
  return()
endif()
set(ENV{LD_LIBRARY_PATH} "${CMAKE_MATCH_1}:$ENV{LD_LIBRARY_PATH}")
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("stderr with the fix applied" "${_err}"
  "the cuDNN library [^ ]*/libcudnn\\.so\\.8 was built for CUDA 11\\.[0-9]+ but the toolkit is CUDA 1[0-9.]+: the CUDA major versions must be equal\\. Fix: use the CUDA toolkit 11\\.[0-9]+, since no cuDNN that this header accepts exists for CUDA 1[2-9]")
