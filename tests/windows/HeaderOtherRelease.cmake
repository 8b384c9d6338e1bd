# The cuDNN 9.12 header with the cuDNN 9.1 DLL: the probe, run under Wine,
# reads 9.1.0 from the DLL and refuses the pair; the fix names the host's
# paths, which the configure takes as they are (-check.cmake applies it),
# not Wine's Z:\...\bin/cudnn64_9.dll, a relative path to the host's CMake.
windows_case_use(cu12_9_1)
# Cache entries, as a user sets them, so that the fix's -D values replace them.
set(CUDNN_INCLUDE_DIR "${WINDOWS_RELEASE_cu13_9_12_ROOT}/include" CACHE PATH "")
set(CUDNN_LIBRARY "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin/cudnn64_9.dll" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
