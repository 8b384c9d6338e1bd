# A cudnn64_9.dll with a DOS header whose PE header offset (e_lfanew)
# points past the end of the file: a damaged download, refused by the
# missing PE signature as the C core reads it (--file-facts).
windows_case_use(cu12_9_1)
set(_root "${CMAKE_BINARY_DIR}/install")
windows_make_layout("${_root}" cu12_9_1 bin include lib/x64)
file(REMOVE "${_root}/bin/cudnn64_9.dll")
string(REPEAT "." 58 _stub)
file(WRITE "${_root}/bin/cudnn64_9.dll" "MZ${_stub}AAAA")
set(CuDNNStrict_ROOT "${_root}")
set(CUDNN_LIBRARY "${_root}/bin/cudnn64_9.dll")
find_package(CuDNNStrict REQUIRED)
