# cuDNN 9.1's cudnn64_9.dll over a whole cuDNN 9.12 bin/: it answers
# cudnnGetVersion() through 9.12's graph DLL, and only its own version
# resource (FileVersion 9.1.0.70) tells that it is another release's.
windows_case_use(cu13_9_12)
windows_make_mixed("${CMAKE_BINARY_DIR}/mixed" cu13_9_12 cu12_9_1 "")
file(REMOVE "${CMAKE_BINARY_DIR}/mixed/bin/cudnn64_9.dll")
file(CREATE_LINK "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin/cudnn64_9.dll"
  "${CMAKE_BINARY_DIR}/mixed/bin/cudnn64_9.dll" SYMBOLIC)
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/mixed")
find_package(CuDNNStrict REQUIRED)
