# CUDNN_LIBRARY names a cudnn64_9.dll that is a text file (an HTML error
# page saved under the DLL's name): refused by its header, as the C core
# reads it (--file-facts), before anything loads it.
windows_case_use(cu12_9_1)
set(_root "${CMAKE_BINARY_DIR}/install")
windows_make_layout("${_root}" cu12_9_1 bin include lib/x64)
file(REMOVE "${_root}/bin/cudnn64_9.dll")
file(WRITE "${_root}/bin/cudnn64_9.dll" "<html>404 Not Found</html>\n")
set(CuDNNStrict_ROOT "${_root}")
set(CUDNN_LIBRARY "${_root}/bin/cudnn64_9.dll")
find_package(CuDNNStrict REQUIRED)
