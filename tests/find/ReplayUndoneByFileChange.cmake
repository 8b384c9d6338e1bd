# An install of its own (copies of the fake 9.19.0): a re-configure
# replays the findings until a file the checks read changes, even where
# the change keeps the file's time (see -check.cmake).
set(_install "${CMAKE_BINARY_DIR}/install")
if(NOT EXISTS "${_install}")
  file(COPY "${FAKE_v9_19_0_INCLUDE_DIR}/" DESTINATION "${_install}/include")
  file(GLOB _files "${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn*.so.9")
  file(COPY ${_files} DESTINATION "${_install}/lib64")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_install}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT ${CuDNNStrict_LIBRARY_VERSION} ${CuDNNStrict_LIBRARY_CHECK}")
