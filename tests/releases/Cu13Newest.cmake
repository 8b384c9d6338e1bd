# The newest nvidia-cudnn-cu13 wheel, built for this toolkit's CUDA major:
# found in the pip layout with the version the header declares and the
# library itself answers.
release_case_use(cu13_newest)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.28.1)
assert_equal(CuDNNStrict_VERSION_CODE 92801)
release_library_version("${CuDNNStrict_LIBRARIES}" _answer)
assert_equal(_answer 92801)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.28.1)
assert_matches(CuDNNStrict_CUDART_VERSION "^13\\.[0-9]+$")
assert_same_file(CuDNNStrict_LIBRARIES "${RELEASE_cu13_newest_ROOT}/lib/libcudnn.so.9")
# 9.28 opens two sub-libraries that earlier releases lack: read from the
# release, each has a target.
assert_equal(CuDNNStrict_SUBLIBRARIES "graph;ops;cnn;adv;engines_precompiled;engines_runtime_compiled;heuristic;engines_tensor_ir;ext")
foreach(_target IN ITEMS CuDNNStrict::cudnn_ext CuDNNStrict::cudnn_engines_tensor_ir)
  if(NOT TARGET ${_target})
    message(FATAL_ERROR "ASSERTION FAILED: no target ${_target}")
  endif()
endforeach()
