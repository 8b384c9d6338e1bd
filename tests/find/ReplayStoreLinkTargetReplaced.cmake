# An install whose sub-libraries are symbolic links into a store, one
# store directory per file (a symlink forest, as Bazel, Spack views and
# Nix lay installs out): the store's libcudnn_engines_precompiled.so.9
# replaced by another release's between two configures, every link's
# text unchanged, is not replayed (see -check.cmake).
set(_store "${CMAKE_BINARY_DIR}/store")
set(_install "${CMAKE_BINARY_DIR}/install")
if(NOT EXISTS "${_install}")
  file(GLOB _files "${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn_*.so.9")
  file(MAKE_DIRECTORY "${_install}/lib64")
  file(COPY "${FAKE_v9_19_0_INCLUDE_DIR}/" DESTINATION "${_install}/include")
  file(COPY_FILE "${FAKE_v9_19_0_LIBRARY}" "${_install}/lib64/libcudnn.so.9")
  foreach(_file IN LISTS _files)
    get_filename_component(_name "${_file}" NAME)
    string(SHA256 _entry "${_name}")
    string(SUBSTRING "${_entry}" 0 12 _entry)
    file(MAKE_DIRECTORY "${_store}/${_entry}-${_name}")
    file(COPY_FILE "${_file}" "${_store}/${_entry}-${_name}/${_name}")
    file(CREATE_LINK "${_store}/${_entry}-${_name}/${_name}" "${_install}/lib64/${_name}" SYMBOLIC)
  endforeach()
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_install}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_LIBRARY_VERSION "9.19.0")
