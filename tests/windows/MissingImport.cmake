# A cuDNN DLL whose import table names cublasLt64_12.dll, which is
# nowhere the Windows loader looks: the configure names the DLL, the cuDNN
# DLL that imports it and what provides it before cuDNN runs.  No
# win_amd64 wheel's DLL imports more than KERNEL32.dll and its own
# sub-libraries, so this cuDNN is built by the case.
windows_case_use(cu12_9_1)
windows_make_dll("${CMAKE_BINARY_DIR}/stubs/cublasLt64_12.dll")
windows_make_fake_cudnn("${CMAKE_BINARY_DIR}/fake" IMPORTS "${CMAKE_BINARY_DIR}/stubs/cublasLt64_12.dll")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/fake")
find_package(CuDNNStrict REQUIRED)
