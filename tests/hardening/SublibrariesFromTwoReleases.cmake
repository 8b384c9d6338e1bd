# Release tarballs name every file x.y.z; a partial upgrade left
# libcudnn_cnn.so.9 on the 9.1.0 file while libcudnn is 9.19.0, the mix
# that fails with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH.
hardening_copy_tree(v9_19_0 tree _tree)
set(_lib "${_tree}/lib64")
foreach(_name IN ITEMS cudnn cudnn_graph cudnn_ops cudnn_cnn cudnn_adv
    cudnn_engines_precompiled cudnn_engines_runtime_compiled cudnn_heuristic)
  set(_release 9.19.0)
  if(_name STREQUAL "cudnn_cnn")
    set(_release 9.1.0)
  endif()
  file(RENAME "${_lib}/lib${_name}.so.9" "${_lib}/lib${_name}.so.${_release}")
  file(CREATE_LINK "lib${_name}.so.${_release}" "${_lib}/lib${_name}.so.9" SYMBOLIC)
endforeach()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
