# Distributed under the OSI-approved BSD 3-Clause License.
#
# pip install cudnn-strict (label package): the wheel pyproject.toml
# builds, installed into a fresh virtual environment and used from its
# PATH alone, without cuDNN, as an index checks it, and its sdist.
# scikit-build-core and auditwheel come from PyPI or pip's cache; without
# either the tests skip.

if(Python3_Interpreter_FOUND)
  foreach(_mode IN ITEMS install no_cudnn sdist)
    add_test(NAME package.wheel_${_mode}
      COMMAND ${CMAKE_COMMAND} "-DSOURCE_DIR=${PROJECT_SOURCE_DIR}"
        "-DMODE=${_mode}" "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/wheel_package" "-DPYTHON=${Python3_EXECUTABLE}"
        "-DFAKES_FILE=${CUDNN_STRICT_FAKES_FILE}" "-DC_COMPILER=${CMAKE_C_COMPILER}"
        "-DGENERATOR=${CMAKE_GENERATOR}" "-DMAKE_PROGRAM=${CMAKE_MAKE_PROGRAM}"
        -P "${CMAKE_CURRENT_SOURCE_DIR}/wheel_package/BuildInstallFind.cmake")
    # One build environment and build directory for both.
    set_tests_properties(package.wheel_${_mode} PROPERTIES LABELS package
      SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " TIMEOUT 900 RESOURCE_LOCK wheel_package)
  endforeach()
endif()
