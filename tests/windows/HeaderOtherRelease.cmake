# The cuDNN 9.12 header with the cuDNN 9.1 DLL: the probe, run under Wine,
# reads 9.1.0 from the DLL and refuses the pair; the fix spells each of its
# Windows paths with one separator (backslashes), not Z:\...\bin/cudnn64_9.dll.
windows_case_use(cu12_9_1)
set(CUDNN_INCLUDE_DIR "${WINDOWS_RELEASE_cu13_9_12_ROOT}/include")
set(CUDNN_LIBRARY "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin/cudnn64_9.dll")
find_package(CuDNNStrict REQUIRED)
