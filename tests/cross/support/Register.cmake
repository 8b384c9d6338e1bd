# Distributed under the OSI-approved BSD 3-Clause License.
#
# Cases of a build for aarch64 on this host (label "cross"): the cross
# compiler, qemu-user and the real aarch64 cuDNN and CUDA runtime wheels
# from PyPI, each downloaded once into the build tree and unpacked as pip
# would.  Every case of tests/cross/ may use them through CROSS_<id>_ROOT
# (the directory that holds the wheel's nvidia/ tree).

# id | requirements | pip platform tags
set(_cross_wheels
  "cudnn_9_19|nvidia-cudnn-cu13==9.19.0.56|manylinux_2_27_aarch64"
  "cudnn_9_13|nvidia-cudnn-cu13==9.13.1.26|manylinux_2_27_aarch64"
  "cudart_13_0|nvidia-cuda-runtime==13.0.96,nvidia-cuda-crt==13.0.88|manylinux2014_aarch64,manylinux_2_17_aarch64")
set(_cross_dir "${CUDNN_STRICT_TEST_FETCH_DIR}/cross")
set(_cross_fixtures "")
foreach(_wheel IN LISTS _cross_wheels)
  string(REPLACE "|" ";" _fields "${_wheel}")
  list(GET _fields 0 _id)
  list(GET _fields 1 _requirement)
  list(GET _fields 2 _platform)
  add_test(NAME cross.fetch_${_id}
    COMMAND ${CMAKE_COMMAND} "-DPYTHON=${Python3_EXECUTABLE}" "-DREQUIREMENTS=${_requirement}"
      "-DPLATFORM=${_platform}" "-DDOWNLOADS=${CUDNN_STRICT_TEST_DOWNLOAD_DIR}/linux_aarch64" "-DDEST=${_cross_dir}/${_id}"
      -P "${CMAKE_CURRENT_SOURCE_DIR}/releases/support/FetchRelease.cmake")
  set_tests_properties(cross.fetch_${_id} PROPERTIES FIXTURES_SETUP cross_${_id}
    LABELS cross SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " TIMEOUT 900)
  list(APPEND _cross_fixtures cross_${_id})
  set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
    "set(CROSS_${_id}_ROOT [==[${_cross_dir}/${_id}]==])\n")
endforeach()
set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
  "set(CROSS_TOOLCHAIN_FILE [==[${PROJECT_SOURCE_DIR}/examples/cross-aarch64/aarch64-linux-gnu.cmake]==])\n")
set(_cross_fetch_fixtures ${_cross_fixtures})
cudnn_strict_add_case_suite(cross FIXTURES ${_cross_fixtures})
