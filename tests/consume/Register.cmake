# Distributed under the OSI-approved BSD 3-Clause License.
#
# One downstream project per way of consuming the package, each configured,
# built and run through ctest --build-and-test against this machine's cuDNN.

set(_consume_dir "${CMAKE_CURRENT_SOURCE_DIR}/consume")
set(_prefix "${CMAKE_CURRENT_BINARY_DIR}/consume/prefix")
# The installed package, which the examples also build against.
set(CUDNN_STRICT_TEST_PREFIX "${_prefix}")

add_test(NAME consume.install
  COMMAND ${CMAKE_COMMAND} "-DBUILD_DIR=${PROJECT_BINARY_DIR}" "-DPREFIX=${_prefix}"
    -P "${_consume_dir}/InstallAndRelocate.cmake")
set_tests_properties(consume.install PROPERTIES FIXTURES_SETUP cudnn_strict_installed LABELS consume)

# name | project | request | extra configure options (';' separated by ',')
set(_consumers
  "module|module||"
  "module_minimum|module|9.1|"
  "module_range|module|9.0...<10|"
  "installed|installed||-DCMAKE_PREFIX_PATH=${_prefix},-DCUDNN_STRICT_PROBE_CACHE=OFF"
  "installed_minimum|installed|9.1|-DCMAKE_PREFIX_PATH=${_prefix}"
  "installed_range|installed|9.0...<10|-DCMAKE_PREFIX_PATH=${_prefix}"
  "subdirectory|subdirectory||"
  "fetchcontent_source|fetchcontent|9.1|-DFETCHCONTENT_TRY_FIND_PACKAGE_MODE=NEVER"
  "fetchcontent_installed|fetchcontent|9.1|-DFETCHCONTENT_TRY_FIND_PACKAGE_MODE=ALWAYS,-DCMAKE_PREFIX_PATH=${_prefix}")

# EXACT in every mode: the version file accepts the request, the package
# configuration checks it against the cuDNN found (this machine's).
include("${CMAKE_CURRENT_LIST_DIR}/../RealCudnn.cmake")
cudnn_strict_test_real_cudnn_version(_real_version _real_include_dir)
if(_real_version)
  list(APPEND _consumers
    "module_exact|module|${_real_version} EXACT|"
    "installed_exact|installed|${_real_version} EXACT|-DCMAKE_PREFIX_PATH=${_prefix}"
    "subdirectory_exact|subdirectory|${_real_version} EXACT|"
    "fetchcontent_source_exact|fetchcontent|${_real_version} EXACT|-DFETCHCONTENT_TRY_FIND_PACKAGE_MODE=NEVER"
    "fetchcontent_installed_exact|fetchcontent|${_real_version} EXACT|-DFETCHCONTENT_TRY_FIND_PACKAGE_MODE=ALWAYS,-DCMAKE_PREFIX_PATH=${_prefix}")
endif()
# FetchContent's find_package integration (FETCHCONTENT_TRY_FIND_PACKAGE_MODE)
# needs CMake 3.24; the module itself supports older releases.
if(CMAKE_VERSION VERSION_LESS 3.24)
  list(FILTER _consumers EXCLUDE REGEX "^fetchcontent")
endif()
foreach(_consumer IN LISTS _consumers)
  string(REPLACE "|" ";" _fields "${_consumer}")
  list(GET _fields 0 _name)
  list(GET _fields 1 _project)
  list(GET _fields 2 _request)
  list(GET _fields 3 _options)
  string(REPLACE "," ";" _options "${_options}")
  set(_exact "")
  if(_request MATCHES "^(.*) EXACT$")
    set(_request "${CMAKE_MATCH_1}")
    set(_exact EXACT)
  endif()
  add_test(NAME consume.${_name}
    COMMAND ${CMAKE_CTEST_COMMAND} --build-and-test
      "${_consume_dir}/${_project}" "${CMAKE_CURRENT_BINARY_DIR}/consume/${_name}"
      --build-generator "${CMAKE_GENERATOR}"
      --build-options "-DCUDNN_STRICT_SOURCE_DIR=${PROJECT_SOURCE_DIR}"
        "-DCONSUME_REQUEST=${_request}" "-DCONSUME_EXACT=${_exact}" "-DCONSUME_PREFIX=${_prefix}"
        "-DCONSUME_EXPECTED_VERSION=${_real_version}" ${_options}
      --test-command consumer)
  set_tests_properties(consume.${_name} PROPERTIES LABELS consume)
  if(_options MATCHES "CMAKE_PREFIX_PATH")
    set_tests_properties(consume.${_name} PROPERTIES FIXTURES_REQUIRED cudnn_strict_installed)
  endif()
endforeach()

# A request the installed cuDNN does not meet fails with the standard message.
add_test(NAME consume.installed_unmet
  COMMAND ${CMAKE_CTEST_COMMAND} --build-and-test
    "${_consume_dir}/installed" "${CMAKE_CURRENT_BINARY_DIR}/consume/installed_unmet"
    --build-generator "${CMAKE_GENERATOR}"
    --build-options "-DCONSUME_REQUEST=99.0" "-DCONSUME_PREFIX=${_prefix}" "-DCMAKE_PREFIX_PATH=${_prefix}"
    --test-command consumer)
set_tests_properties(consume.installed_unmet PROPERTIES LABELS consume
  FIXTURES_REQUIRED cudnn_strict_installed
  PASS_REGULAR_EXPRESSION "Found unsuitable version \"[0-9.]+\", but required[ \n]+is at least[ \n]+\"99\\.0\"")

# An EXACT request that the found cuDNN does not meet fails, in config mode
# as in module mode, naming the cuDNN version.
if(_real_version)
  foreach(_project IN ITEMS installed subdirectory)
    set(_options "")
    if(_project STREQUAL "installed")
      set(_options "-DCMAKE_PREFIX_PATH=${_prefix}")
    endif()
    add_test(NAME consume.${_project}_exact_unmet
      COMMAND ${CMAKE_CTEST_COMMAND} --build-and-test
        "${_consume_dir}/${_project}" "${CMAKE_CURRENT_BINARY_DIR}/consume/${_project}_exact_unmet"
        --build-generator "${CMAKE_GENERATOR}"
        --build-options "-DCUDNN_STRICT_SOURCE_DIR=${PROJECT_SOURCE_DIR}" "-DCONSUME_REQUEST=${_real_version}.1"
          "-DCONSUME_EXACT=EXACT" "-DCONSUME_PREFIX=${_prefix}" ${_options}
        --test-command consumer)
    string(REPLACE "." "\\." _real_regex "${_real_version}")
    set_tests_properties(consume.${_project}_exact_unmet PROPERTIES LABELS consume
      PASS_REGULAR_EXPRESSION "Found unsuitable version \"${_real_regex}\", but required[ \n]+is exact[ \n]+version[ \n]+\"${_real_regex}\\.1\"")
    if(_options)
      set_tests_properties(consume.${_project}_exact_unmet PROPERTIES FIXTURES_REQUIRED cudnn_strict_installed)
    endif()
  endforeach()
endif()

# The installed package's kept report stands for its tool, not for the
# sources the tool was built from.
add_test(NAME consume.installed_source_touched
  COMMAND ${CMAKE_COMMAND} "-DPREFIX=${_prefix}" "-DPROJECT_DIR=${_consume_dir}/installed"
    "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/consume/installed_source_touched" "-DEXPECTED_VERSION=${_real_version}"
    -P "${_consume_dir}/InstalledSourceTouched.cmake")
set_tests_properties(consume.installed_source_touched PROPERTIES LABELS consume
  FIXTURES_REQUIRED cudnn_strict_installed)

# The installed command-line tool runs from the relocated prefix.
add_test(NAME consume.installed_probe
  COMMAND "${_prefix}/bin/cudnn-strict-probe" --gpu-check off)
# Its default report is the one for people: the library's line with its
# verdict, then what it was built with and what it loads.
set_tests_properties(consume.installed_probe PROPERTIES LABELS consume
  FIXTURES_REQUIRED cudnn_strict_installed
  PASS_REGULAR_EXPRESSION "libcudnn\\.so\\.[0-9]+ +OK\n  built: +cuDNN [0-9.]+ header")
