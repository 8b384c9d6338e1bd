# MissingImport's cuDNN with the fix applied as its message words it:
# cublasLt64_12.dll copied into cuDNN's directory.  The import is found,
# the API set the DLL also imports (no file has its name) is not reported
# missing, and cuDNN loads and answers under Wine.
windows_case_use(cu12_9_1)
windows_make_dll("${CMAKE_BINARY_DIR}/stubs/cublasLt64_12.dll")
windows_make_fake_cudnn("${CMAKE_BINARY_DIR}/fake" API_SET IMPORTS "${CMAKE_BINARY_DIR}/stubs/cublasLt64_12.dll")
file(COPY "${CMAKE_BINARY_DIR}/stubs/cublasLt64_12.dll" DESTINATION "${CMAKE_BINARY_DIR}/fake/bin")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/fake")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.1.0)
assert_equal(CuDNNStrict_CUDART_VERSION 12.4)
