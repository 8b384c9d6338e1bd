# Distributed under the OSI-approved BSD 3-Clause License.
#
# The probe under AddressSanitizer and UndefinedBehaviorSanitizer (the
# guard's sanitizer runs are cases of tests/guard), and the guard's C rules
# under libFuzzer.

# CUDA_cudart_LIBRARY, not the location of CUDA::cudart: the FindCUDAToolkit
# of CMake 3.21 makes its targets INTERFACE libraries, without a location.
if(CUDA_cudart_LIBRARY)
  set(_cudart "${CUDA_cudart_LIBRARY}")
  add_test(NAME sanitize.probe
    COMMAND ${CMAKE_COMMAND} "-DCC=${CMAKE_C_COMPILER}" "-DPROBE_DIR=${PROJECT_SOURCE_DIR}/probe"
      "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/sanitize/probe" "-DCUDA_INCLUDE_DIRS=${CUDAToolkit_INCLUDE_DIRS}"
      "-DCUDART_LIBRARY=${_cudart}" "-DFAKES_FILE=${CUDNN_STRICT_FAKES_FILE}"
      -P "${CMAKE_CURRENT_SOURCE_DIR}/sanitize/SanitizedProbe.cmake")
  set_tests_properties(sanitize.probe PROPERTIES LABELS sanitize)
endif()

# libFuzzer comes with clang; the CI machine has it (.ci/run installs it
# where it is missing).  CUDNN_STRICT_FUZZ_RUNS sets the executions.
find_program(CUDNN_STRICT_CLANG NAMES clang clang-14)
set(CUDNN_STRICT_FUZZ_RUNS 300000 CACHE STRING "Executions of the guard fuzz target in the test suite")
if(CUDNN_STRICT_CLANG AND TARGET CuDNNStrict_guard
    AND EXISTS "${PROJECT_BINARY_DIR}/CuDNNStrict/guard/src/cudnn_strict_guard_unit.c")
  # The guard's unit includes its sources by name, from the folders of the
  # guard's own include path.
  get_target_property(_guard_dirs CuDNNStrict_guard INCLUDE_DIRECTORIES)
  string(REPLACE ";" "|" _guard_dirs "${_guard_dirs}")
  add_test(NAME fuzz.guard_rules
    COMMAND ${CMAKE_COMMAND} "-DCLANG=${CUDNN_STRICT_CLANG}"
      "-DFUZZ_SOURCE=${CMAKE_CURRENT_SOURCE_DIR}/fuzz/fuzz_guard_rules.c"
      "-DGUARD_DIR=${PROJECT_BINARY_DIR}/CuDNNStrict/guard" "-DINCLUDE_DIRS=${_guard_dirs}"
      "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/fuzz" "-DRUNS=${CUDNN_STRICT_FUZZ_RUNS}"
      -P "${CMAKE_CURRENT_SOURCE_DIR}/fuzz/RunFuzzer.cmake")
  set_tests_properties(fuzz.guard_rules PROPERTIES LABELS fuzz TIMEOUT 600)
endif()

# The readers of files the probe does not trust (ELF files, the ld.so
# cache), fuzzed in the generated unit of cudnn-strict-probe as this build
# compiles it: its sources and include path are the target's own.
set(CUDNN_STRICT_FUZZ_BINARY_RUNS 100000 CACHE STRING "Executions of the binary readers' fuzz target in the test suite")
# A cap on its seconds below the test's timeout: on a loaded machine the
# run stops early (and says how far it got) instead of timing out.
set(CUDNN_STRICT_FUZZ_BINARY_SECONDS 420 CACHE STRING "At most this many seconds of the binary readers' fuzz target")
if(CUDNN_STRICT_CLANG AND TARGET cudnn-strict-probe AND NOT WIN32
    AND EXISTS "${PROJECT_BINARY_DIR}/CuDNNStrict/guard/src/cudnn_strict_guard_unit.c")
  get_target_property(_unit cudnn-strict-probe SOURCES)
  get_target_property(_unit_dir cudnn-strict-probe BINARY_DIR)
  list(FILTER _unit INCLUDE REGEX "_unit\\.c$")
  if(NOT IS_ABSOLUTE "${_unit}")
    set(_unit "${_unit_dir}/${_unit}")
  endif()
  get_target_property(_dirs cudnn-strict-probe INCLUDE_DIRECTORIES)
  string(REPLACE ";" "|" _dirs "${_dirs}")
  string(REPLACE ";" "|" _cuda_dirs "${CUDAToolkit_INCLUDE_DIRS}")
  add_test(NAME fuzz.binary_readers
    COMMAND ${CMAKE_COMMAND} "-DCLANG=${CUDNN_STRICT_CLANG}"
      "-DFUZZ_SOURCE=${CMAKE_CURRENT_SOURCE_DIR}/fuzz/fuzz_binary_readers.c"
      "-DUNIT=${_unit}" "-DINCLUDE_DIRS=${_dirs}" "-DCUDA_INCLUDE_DIRS=${_cuda_dirs}"
      "-DCUDART_LIBRARY=${CUDA_cudart_LIBRARY}"
      "-DGUARD_DIR=${PROJECT_BINARY_DIR}/CuDNNStrict/guard" "-DFAKES_FILE=${CUDNN_STRICT_FAKES_FILE}"
      "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/fuzz-binary" "-DRUNS=${CUDNN_STRICT_FUZZ_BINARY_RUNS}"
      "-DSECONDS=${CUDNN_STRICT_FUZZ_BINARY_SECONDS}"
      -P "${CMAKE_CURRENT_SOURCE_DIR}/fuzz/RunBinaryFuzzer.cmake")
  set_tests_properties(fuzz.binary_readers PROPERTIES LABELS fuzz TIMEOUT 600)
  unset(_unit)
  unset(_unit_dir)
  unset(_dirs)
  unset(_cuda_dirs)
endif()
