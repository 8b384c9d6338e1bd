# Distributed under the OSI-approved BSD 3-Clause License.
#
# Every project in examples/ is copied out of the repository, configured
# against the installed package (the consume suite's install fixture),
# built and run, as a user who copies it would.

set(_examples_dir "${PROJECT_SOURCE_DIR}/examples")
set(_examples_build "${CMAKE_CURRENT_BINARY_DIR}/examples")

function(_cudnn_strict_add_example name program)
  string(REPLACE ";" "," _options "${ARGN}")
  add_test(NAME example.${name}
    COMMAND ${CMAKE_COMMAND} "-DEXAMPLE_DIR=${_examples_dir}/${name}"
      "-DWORK_DIR=${_examples_build}/${name}" "-DPREFIX=${CUDNN_STRICT_TEST_PREFIX}"
      "-DGENERATOR=${CMAKE_GENERATOR}" "-DPROGRAM=${program}" "-DOPTIONS=${_options}"
      -P "${CMAKE_CURRENT_SOURCE_DIR}/examples/RunExample.cmake")
  set_tests_properties(example.${name} PROPERTIES LABELS examples
    FIXTURES_REQUIRED cudnn_strict_installed)
endfunction()

_cudnn_strict_add_example(find-cudnn cudnn_version)
_cudnn_strict_add_example(guarded-app guarded_app)
_cudnn_strict_add_example(lazy-plugin plugin_host)
_cudnn_strict_add_example(ci ci_app "-DCUDNN_STRICT_GPU_CHECK=AUTO")

# The CI example's two presets, as its CI files run them.  The GPU runner's
# preset passes only where a GPU computes correctly; elsewhere its configure
# must fail with the reason.
foreach(_preset IN ITEMS build-runner gpu-runner)
  add_test(NAME example.ci.preset.${_preset}
    COMMAND ${CMAKE_COMMAND} "-DEXAMPLE_DIR=${_examples_dir}/ci"
      "-DWORK_DIR=${_examples_build}/ci-${_preset}" "-DPRESET=${_preset}"
      "-DPREFIX=${CUDNN_STRICT_TEST_PREFIX}"
      -P "${CMAKE_CURRENT_SOURCE_DIR}/examples/RunPreset.cmake")
  set_tests_properties(example.ci.preset.${_preset} PROPERTIES LABELS examples
    FIXTURES_REQUIRED cudnn_strict_installed)
endforeach()
set_tests_properties(example.ci.preset.build-runner PROPERTIES
  PASS_REGULAR_EXPRESSION "GPU check on this runner: (PASSED|SKIPPED).*exited with 0")
set_tests_properties(example.ci.preset.gpu-runner PROPERTIES
  PASS_REGULAR_EXPRESSION "GPU check on this runner: PASSED|CUDNN_STRICT_GPU_CHECK is REQUIRE but the cuDNN[ \n]+GPU check could not run")
