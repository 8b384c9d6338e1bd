# A header and no DLL where the search looks: the sentence names the DLL
# as the C core's naming table names it (cudnn64_9.dll, and no development
# link, which Windows does not have).
windows_case_use(cu12_9_1)
set(_root "${CMAKE_BINARY_DIR}/install")
windows_make_layout("${_root}" cu12_9_1 bin include lib/x64)
file(GLOB _dlls "${_root}/bin/*.dll")
file(REMOVE ${_dlls})
set(CuDNNStrict_ROOT "${_root}")
find_package(CuDNNStrict REQUIRED)
