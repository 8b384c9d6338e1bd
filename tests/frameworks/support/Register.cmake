# Distributed under the OSI-approved BSD 3-Clause License.
#
# Cases against real framework libraries from PyPI (label frameworks):
# cudnn-strict-probe --check-binary on a library that carries no
# CuDNNStrict note, with the cuDNN wheels of ../../releases beside it.
# Each framework wheel below is downloaded once (pip, into the build tree,
# by ../../releases/support/FetchRelease.cmake) and unpacked as pip would
# install it; a case finds it through FRAMEWORK_<id>_ROOT (the unpacked
# site-packages).

# id | requirement
set(_frameworks
  # ONNX Runtime for CUDA 12: its CUDA provider names libcudnn.so.9 and
  # the CUDA 12 libraries as DT_NEEDED.
  "ort_cu12|onnxruntime-gpu==1.23.2")
set(_frameworks_dir "${CUDNN_STRICT_TEST_FETCH_DIR}/frameworks")
set(_fixtures release_cu12_9_1 release_cu13_newest)
foreach(_framework IN LISTS _frameworks)
  string(REPLACE "|" ";" _fields "${_framework}")
  list(GET _fields 0 _id)
  list(GET _fields 1 _requirement)
  add_test(NAME frameworks.fetch_${_id}
    COMMAND ${CMAKE_COMMAND} "-DPYTHON=${Python3_EXECUTABLE}" "-DREQUIREMENTS=${_requirement}"
      "-DDOWNLOADS=${CUDNN_STRICT_TEST_DOWNLOAD_DIR}/host"
      "-DDEST=${_frameworks_dir}/${_id}"
      -P "${CMAKE_CURRENT_LIST_DIR}/../../releases/support/FetchRelease.cmake")
  set_tests_properties(frameworks.fetch_${_id} PROPERTIES FIXTURES_SETUP framework_${_id}
    LABELS frameworks SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " TIMEOUT 900)
  list(APPEND _fixtures framework_${_id})
  set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
    "set(FRAMEWORK_${_id}_ROOT [==[${_frameworks_dir}/${_id}]==])\n")
endforeach()
cudnn_strict_add_case_suite(frameworks FIXTURES ${_fixtures})
