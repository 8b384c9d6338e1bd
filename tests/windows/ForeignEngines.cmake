# cuDNN 9.12's bin/ with cuDNN 9.1's engines DLLs, for which cuDNN has no
# version check: each DLL's version resource (FileVersion 9.1.0.70 against
# 9.12.0.46) names them as another release's.
windows_case_use(cu13_9_12)
windows_make_mixed("${CMAKE_BINARY_DIR}/mixed" cu13_9_12 cu12_9_1
  "engines_precompiled;engines_runtime_compiled")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/mixed")
find_package(CuDNNStrict REQUIRED)
