# Distributed under the OSI-approved BSD 3-Clause License.
#
# Cases against real cuDNN releases from PyPI (label "releases"): each
# release below is downloaded once (pip, into the build tree) and unpacked
# as pip would install it; every case of tests/releases/ may use any of
# them through RELEASE_<id>_ROOT (the wheel's nvidia/cudnn directory,
# nvidia/cudnn_jit for the JIT flavour).

# id | requirements (',' separated: unpacked together, as one site-packages)
set(_releases
  "cu13_newest|nvidia-cudnn-cu13==9.28.1.4"
  "cu13_oldest|nvidia-cudnn-cu13==9.12.0.46"
  "cu12_9_1|nvidia-cudnn-cu12==9.1.0.70"
  "cu11_8_5|nvidia-cudnn-cu11==8.5.0.96"
  "cu11_8_5_cublas|nvidia-cudnn-cu11==8.5.0.96,nvidia-cublas-cu11==11.11.3.6"
  "cu12_8_9_7|nvidia-cudnn-cu12==8.9.7.29,nvidia-cuda-nvrtc-cu12==12.1.105"
  # The wheel PyTorch 2.12 and 2.13 (cu130) pin, which names
  # engines_tensor_ir and ships without it; a later release that ships it;
  # the JIT flavour (under nvidia/cudnn_jit).
  "cu13_9_20|nvidia-cudnn-cu13==9.20.0.48"
  "cu13_9_23_1|nvidia-cudnn-cu13==9.23.1.3"
  "cu13_jit|nvidia-cudnn-jit-cu13==9.27.0.42")
set(_releases_dir "${CUDNN_STRICT_TEST_FETCH_DIR}/releases")
set(_fixtures "")
foreach(_release IN LISTS _releases)
  string(REPLACE "|" ";" _fields "${_release}")
  list(GET _fields 0 _id)
  list(GET _fields 1 _requirement)
  add_test(NAME releases.fetch_${_id}
    COMMAND ${CMAKE_COMMAND} "-DPYTHON=${Python3_EXECUTABLE}" "-DREQUIREMENTS=${_requirement}"
      "-DDOWNLOADS=${CUDNN_STRICT_TEST_DOWNLOAD_DIR}/host" "-DDEST=${_releases_dir}/${_id}"
      -P "${CMAKE_CURRENT_LIST_DIR}/FetchRelease.cmake")
  set_tests_properties(releases.fetch_${_id} PROPERTIES FIXTURES_SETUP release_${_id}
    LABELS releases SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " TIMEOUT 900)
  list(APPEND _fixtures release_${_id})
  # The JIT flavour's wheel installs under nvidia/cudnn_jit.
  set(_package_dir cudnn)
  if(_requirement MATCHES "^nvidia-cudnn-jit-")
    set(_package_dir cudnn_jit)
  endif()
  set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
    "set(RELEASE_${_id}_ROOT [==[${_releases_dir}/${_id}/nvidia/${_package_dir}]==])\n")
endforeach()
cudnn_strict_add_case_suite(releases FIXTURES ${_fixtures})
