# Distributed under the OSI-approved BSD 3-Clause License.
#
# cudnn-strict-probe --root and --image: one test per case file, each a
# cmake -P script that lays out a root file system (support/Root.cmake)
# and asserts the report.  tests/root/ (label root) needs nothing but the
# fakes; tests/images/ (label images, ci-full only) uses the real cuDNN
# wheels of the releases fixtures.  Adding a case means adding a file.

function(_cudnn_strict_add_root_suite suite)
  cmake_parse_arguments(PARSE_ARGV 1 _suite "" "" "FIXTURES")
  set(_dir "${CMAKE_CURRENT_SOURCE_DIR}/${suite}")
  file(GLOB _cases RELATIVE "${_dir}" CONFIGURE_DEPENDS "${_dir}/*.cmake")
  foreach(_case_file IN LISTS _cases)
    string(REGEX REPLACE "\\.cmake$" "" _case "${_case_file}")
    add_test(NAME ${suite}.${_case}
      COMMAND ${CMAKE_COMMAND} "-DPROBE=$<TARGET_FILE:cudnn-strict-probe>"
        "-DFAKES_FILE=${CUDNN_STRICT_FAKES_FILE}" "-DCC=${CMAKE_C_COMPILER}"
        "-DPYTHON=${Python3_EXECUTABLE}" "-DIMAGES=${_images}"
        "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/cases/${suite}/${_case}"
        -P "${_dir}/${_case_file}")
    set_tests_properties(${suite}.${_case} PROPERTIES LABELS ${suite}
      SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " FIXTURES_REQUIRED "${_suite_FIXTURES}")
  endforeach()
endfunction()

# The images are built once per machine, beside the downloaded wheels.
set(_images "${CUDNN_STRICT_TEST_DOWNLOAD_DIR}/images")
if(TARGET cudnn-strict-probe AND NOT WIN32 AND Python3_Interpreter_FOUND)
  _cudnn_strict_add_root_suite(root)
  if(CUDNN_STRICT_TEST_WHEELS)
    # The images.Debian* cases' images: built with mmdebstrap, pip, umoci
    # and skopeo.  Where one is missing it passes, and the cases that
    # need the images skip with the reason.
    add_test(NAME images.build_debian
      COMMAND ${CMAKE_COMMAND} "-DPYTHON=${Python3_EXECUTABLE}"
        "-DDOWNLOADS=${CUDNN_STRICT_TEST_DOWNLOAD_DIR}"
        "-DSTATE=${_images}/debian/current.cmake"
        -P "${CMAKE_CURRENT_SOURCE_DIR}/images/support/BuildDebianImages.cmake")
    set_tests_properties(images.build_debian PROPERTIES LABELS images
      FIXTURES_SETUP images_debian TIMEOUT 1800)
    _cudnn_strict_add_root_suite(images
      FIXTURES release_cu13_oldest release_cu13_newest images_debian)
  endif()
endif()
