# cuDNN 9.20 with the libcudnn_engines_tensor_ir of a later release beside
# it (pytorch/pytorch#188892): 9.20's libcudnn would load a file its
# release never shipped.  Refused, naming the file's own release.
set(_tree "${CMAKE_BINARY_DIR}/tree")
file(REMOVE_RECURSE "${_tree}")
file(COPY "${FAKE_v9_20_0_ROOT}/" DESTINATION "${_tree}")
file(COPY_FILE "${FAKE_v9_21_0_LIBRARY_DIR}/libcudnn_engines_tensor_ir.so.9"
  "${_tree}/lib64/libcudnn_engines_tensor_ir.so.9")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
