# A 9.19.0 install whose heuristic and precompiled engines come from 9.1.0:
# cuDNN has no version check for either, and the files tell their release.
set(_tree "${CMAKE_BINARY_DIR}/tree")
file(REMOVE_RECURSE "${_tree}")
file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${_tree}")
foreach(_name IN ITEMS heuristic engines_precompiled)
  file(COPY_FILE "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn_${_name}.so.9" "${_tree}/lib64/libcudnn_${_name}.so.9")
endforeach()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
