# Distributed under the OSI-approved BSD 3-Clause License.
#
# examples/ci as CI services read it (label ci_examples, which downloads):
#   ci_examples.schemas      both job files validated against the GitHub
#                            Actions and GitLab CI schemas by check-jsonschema
#                            (from PyPI), with the schemas it vendors and no
#                            network;
#   ci_examples.hosted_job   the build-only job's steps, offline: pip installs
#                            the cuDNN and CUDA runtime wheels (the suite's
#                            download folder) and this repository's wheel
#                            into a venv, then the preset configures and
#                            builds with no CUDA toolkit in sight.
if(CUDNN_STRICT_TEST_WHEELS AND Python3_Interpreter_FOUND)
  foreach(_mode IN ITEMS schemas hosted_job)
    add_test(NAME ci_examples.${_mode}
      COMMAND ${CMAKE_COMMAND} "-DMODE=${_mode}" "-DSOURCE_DIR=${PROJECT_SOURCE_DIR}"
        "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/ci_examples/${_mode}" "-DPYTHON=${Python3_EXECUTABLE}"
        "-DDOWNLOADS=${CUDNN_STRICT_TEST_DOWNLOAD_DIR}/host"
        "-DDOWNLOAD_WHEEL=${CMAKE_CURRENT_SOURCE_DIR}/DownloadWheel.cmake"
        -P "${CMAKE_CURRENT_SOURCE_DIR}/ci_examples/RunCiExample.cmake")
    # Both make the tools' venv when it is missing: run together, one
    # removes what the other is installing.
    set_tests_properties(ci_examples.${_mode} PROPERTIES LABELS ci_examples
      SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " TIMEOUT 900
      RESOURCE_LOCK cudnn_strict_ci_examples_tools)
  endforeach()
endif()
