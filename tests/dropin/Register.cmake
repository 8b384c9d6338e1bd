# Distributed under the OSI-approved BSD 3-Clause License.
#
# Projects shaped like two real users of a classic cuDNN module, ported to
# this package, configured, built and run against this machine's cuDNN:
# one like NVIDIA cudnn-frontend (module mode, sibling directories that each
# find the package) and one like AlexeyAB/darknet (an installed shared
# library re-exporting cuDNN, used from two sibling directories).  An older
# fake cuDNN first on LD_LIBRARY_PATH proves the guard is in each program.

set(_dropin_dir "${CMAKE_CURRENT_SOURCE_DIR}/dropin")
set(_dropin_build "${CMAKE_CURRENT_BINARY_DIR}/dropin")
set(_refused "${CUDNN_STRICT_FAKES_DIR}/v9_1_0/lib64")

add_test(NAME dropin.frontend
  COMMAND ${CMAKE_CTEST_COMMAND} --build-and-test
    "${_dropin_dir}/frontend" "${_dropin_build}/frontend"
    --build-generator "${CMAKE_GENERATOR}"
    --build-options "-DCMAKE_MODULE_PATH=${PROJECT_SOURCE_DIR}/cmake" "-DREFUSED_CUDNN_DIR=${_refused}"
    --test-command ${CMAKE_CTEST_COMMAND} --output-on-failure)
set_tests_properties(dropin.frontend PROPERTIES LABELS dropin)

add_test(NAME dropin.darknet_install
  COMMAND ${CMAKE_COMMAND} "-DSOURCE_DIR=${_dropin_dir}/darknet" "-DBUILD_DIR=${_dropin_build}/darknet"
    "-DPREFIX=${_dropin_build}/darknet-prefix" "-DGENERATOR=${CMAKE_GENERATOR}"
    "-DPREFIX_PATH=${CMAKE_CURRENT_BINARY_DIR}/consume/prefix"
    -P "${_dropin_dir}/BuildAndInstall.cmake")
set_tests_properties(dropin.darknet_install PROPERTIES LABELS dropin
  FIXTURES_REQUIRED cudnn_strict_installed FIXTURES_SETUP dropin_darknet)

add_test(NAME dropin.darknet_consumer
  COMMAND ${CMAKE_CTEST_COMMAND} --build-and-test
    "${_dropin_dir}/darknet_consumer" "${_dropin_build}/darknet_consumer"
    --build-generator "${CMAKE_GENERATOR}"
    --build-options
      "-DDarknet_DIR=${_dropin_build}/darknet-prefix/lib/cmake/Darknet"
      "-DCMAKE_PREFIX_PATH=${CMAKE_CURRENT_BINARY_DIR}/consume/prefix"
      "-DREFUSED_CUDNN_DIR=${_refused}"
    --test-command ${CMAKE_CTEST_COMMAND} --output-on-failure)
set_tests_properties(dropin.darknet_consumer PROPERTIES LABELS dropin FIXTURES_REQUIRED dropin_darknet)

# Excerpts of PyTorch's and ONNX Runtime's cuDNN CMake, ported to the
# package (RunPort.cmake names the scenarios).
foreach(_port IN ITEMS "pytorch|torch_like|library_directory environment reconfigure static"
    "onnxruntime|ort_like|library_directory environment reconfigure")
  string(REPLACE "|" ";" _port "${_port}")
  list(GET _port 0 _tree)
  list(GET _port 1 _program)
  list(GET _port 2 _scenarios)
  string(REPLACE " " ";" _scenarios "${_scenarios}")
  foreach(_scenario IN LISTS _scenarios)
    add_test(NAME dropin.${_tree}.${_scenario}
      COMMAND ${CMAKE_COMMAND} "-DSOURCE_DIR=${_dropin_dir}/${_tree}"
        "-DBUILD_DIR=${_dropin_build}/${_tree}-${_scenario}" "-DGENERATOR=${CMAKE_GENERATOR}"
        "-DMODULE_DIR=${PROJECT_SOURCE_DIR}/cmake" "-DFAKES_FILE=${CUDNN_STRICT_FAKES_FILE}"
        "-DPROGRAM=${_program}" "-DSCENARIO=${_scenario}"
        -P "${_dropin_dir}/RunPort.cmake")
    set_tests_properties(dropin.${_tree}.${_scenario} PROPERTIES LABELS dropin)
  endforeach()
endforeach()

# Projects written after other projects' cuDNN conventions, beside their
# ports (RunConvention.cmake names the scenarios).  Those with a real wheel
# carry the label releases, which the ci preset leaves out (it downloads
# nothing).
# tree | program | its hint | its cache entry | cases | cases with wheels
foreach(_port IN ITEMS
    "tvm|tvm_like|USE_CUDNN|CUDA_CUDNN_LIBRARY|toolkit stale_cache|wheel shadow mixed two_releases"
    "caffe|caffe_like|CUDNN_ROOT_INCLUDE|CUDNN_LIBRARY|toolkit stale_cache|wheel shadow mixed two_releases"
    "dlib|dlib_like|CUDNN_HOME|CUDNN_LIBRARY|toolkit stale_cache|wheel shadow mixed two_releases"
    "mxnet|mxnet_like|CUDNN_ROOT_INCLUDE|CUDNN_LIBRARY|toolkit stale_cache|wheel shadow mixed two_releases"
    "opencv|opencv_like|CACHE_ENTRIES|CUDNN_LIBRARY|toolkit stale_cache|wheel shadow mixed two_releases")
  string(REPLACE "|" ";" _port "${_port}")
  list(GET _port 0 _tree)
  list(GET _port 1 _program)
  list(GET _port 2 _hint)
  list(GET _port 3 _cached)
  list(GET _port 4 _local)
  list(GET _port 5 _wheel)
  string(REPLACE " " ";" _local "${_local}")
  string(REPLACE " " ";" _wheel "${_wheel}")
  foreach(_scenario IN LISTS _local _wheel)
    set(_labels dropin)
    set(_fixtures "")
    if(_scenario IN_LIST _wheel)
      if(NOT TEST releases.fetch_cu13_oldest)
        continue()
      endif()
      set(_labels releases)
      set(_fixtures release_cu13_oldest release_cu13_newest)
    endif()
    add_test(NAME dropin.${_tree}.${_scenario}
      COMMAND ${CMAKE_COMMAND} "-DSOURCE_DIR=${_dropin_dir}/${_tree}"
        "-DBUILD_DIR=${_dropin_build}/${_tree}-${_scenario}" "-DGENERATOR=${CMAKE_GENERATOR}"
        "-DMODULE_DIR=${PROJECT_SOURCE_DIR}/cmake" "-DFAKES_FILE=${CUDNN_STRICT_FAKES_FILE}"
        "-DPROGRAM=${_program}" "-DSCENARIO=${_scenario}" "-DHINT=${_hint}" "-DCACHED=${_cached}"
        -P "${_dropin_dir}/RunConvention.cmake")
    set_tests_properties(dropin.${_tree}.${_scenario} PROPERTIES LABELS "${_labels}"
      FIXTURES_REQUIRED "${_fixtures}" SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: ")
  endforeach()
endforeach()
