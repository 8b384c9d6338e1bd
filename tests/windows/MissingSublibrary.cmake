# The cuDNN 9.1 win_amd64 wheel without cudnn_cnn64_9.dll: cuDNN ends the
# process with status 9 when a version check loads a missing sub-library,
# so the release's files are checked before cuDNN runs, and the configure
# names the missing DLL with a fix for Windows (not the emulator's).
windows_case_use(cu12_9_1)
set(_root "${WINDOWS_RELEASE_cu12_9_1_ROOT}")
set(_dir "${CMAKE_BINARY_DIR}/partial")
file(REMOVE_RECURSE "${_dir}")
file(MAKE_DIRECTORY "${_dir}/bin")
file(CREATE_LINK "${_root}/include" "${_dir}/include" SYMBOLIC)
file(GLOB _dlls RELATIVE "${_root}/bin" "${_root}/bin/*.dll")
foreach(_dll IN LISTS _dlls)
  if(NOT _dll STREQUAL "cudnn_cnn64_9.dll")
    file(CREATE_LINK "${_root}/bin/${_dll}" "${_dir}/bin/${_dll}" SYMBOLIC)
  endif()
endforeach()
set(CuDNNStrict_ROOT "${_dir}")
find_package(CuDNNStrict REQUIRED)
