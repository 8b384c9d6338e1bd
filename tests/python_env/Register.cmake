# Distributed under the OSI-approved BSD 3-Clause License.
#
# cudnn-strict-probe --python (label python_env): one test per case file
# in tests/python_env/, each a cmake -P script that lays out a fake Python
# environment (a real venv, fake dist-info METADATA, the fake cuDNN trees
# of tests/fakes copied into nvidia/cudnn/lib) with support/FakeEnv.cmake
# and asserts the report.  Adding a case means adding a file.

if(TARGET cudnn-strict-probe AND Python3_Interpreter_FOUND)
  set(_python_env_dir "${CMAKE_CURRENT_SOURCE_DIR}/python_env")
  file(GLOB _cases RELATIVE "${_python_env_dir}" CONFIGURE_DEPENDS "${_python_env_dir}/*.cmake")
  list(REMOVE_ITEM _cases Register.cmake)
  foreach(_case_file IN LISTS _cases)
    string(REGEX REPLACE "\\.cmake$" "" _case "${_case_file}")
    add_test(NAME python_env.${_case}
      COMMAND ${CMAKE_COMMAND} "-DPROBE=$<TARGET_FILE:cudnn-strict-probe>"
        "-DPYTHON=${Python3_EXECUTABLE}" "-DFAKES_FILE=${CUDNN_STRICT_FAKES_FILE}"
        "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/cases/python_env/${_case}"
        -P "${_python_env_dir}/${_case_file}")
    set_tests_properties(python_env.${_case} PROPERTIES LABELS python_env)
  endforeach()
endif()
