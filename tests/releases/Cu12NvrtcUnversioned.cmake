# cuDNN 8.9.7 (CUDA 12) opens the unversioned libnvrtc.so itself when a
# runtime-compiled engine first runs (pytorch/pytorch#97041).  With
# libnvrtc.so.12 of the nvidia-cuda-nvrtc-cu12 wheel on LD_LIBRARY_PATH and
# no libnvrtc.so, the configure warns, naming the file, what it breaks and
# the link that fixes it.  The machine's ld.so cache is left out
# (CUDNN_STRICT_LD_SO_CACHE): a toolkit's libnvrtc.so there would hide it.
release_case_use(cu12_8_9_7)
set(_nvrtc "${CMAKE_BINARY_DIR}/nvrtc")
if(NOT EXISTS "${_nvrtc}/libnvrtc.so.12")
  file(MAKE_DIRECTORY "${_nvrtc}")
  file(CREATE_LINK "${RELEASE_cu12_8_9_7_ROOT}/../cuda_nvrtc/lib/libnvrtc.so.12"
    "${_nvrtc}/libnvrtc.so.12" SYMBOLIC)
endif()
set(ENV{LD_LIBRARY_PATH} "${_nvrtc}")
# (An empty value would unset it: a file that does not exist is no cache.)
set(ENV{CUDNN_STRICT_LD_SO_CACHE} "${CMAKE_BINARY_DIR}/no-ld.so.cache")
# Not REQUIRED: this cuDNN may be refused for the toolkit's CUDA major; the
# warning comes either way.
find_package(CuDNNStrict)
