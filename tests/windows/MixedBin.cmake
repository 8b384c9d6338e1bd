# One bin/ with cuDNN 9.1's cudnn64_9.dll and graph, engines and heuristic
# DLLs, and cuDNN 9.12's cudnn_ops64_9.dll: the DLL names cannot tell,
# cuDNN's own version-check functions, called under Wine, can.
windows_case_use(cu12_9_1)
windows_make_mixed("${CMAKE_BINARY_DIR}/mixed" cu12_9_1 cu13_9_12 ops)
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/mixed")
find_package(CuDNNStrict REQUIRED)
