# A ";" in the path: CMake reads it as a list separator, so no target could
# carry the path.  A clear error instead of a broken target later.
hardening_copy_tree(v9_19_0 "cudnn;9" _tree)
set(CUDNN_INCLUDE_DIR "${_tree}/include" CACHE PATH "")
set(CUDNN_LIBRARY "${_tree}/lib64/libcudnn.so.9" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
