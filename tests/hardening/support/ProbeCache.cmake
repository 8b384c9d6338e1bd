# Distributed under the OSI-approved BSD 3-Clause License.
#
# Helpers for the cases about the per-user probe cache: each case keeps its
# cache in its own XDG_CACHE_HOME, configures further build trees from its
# -check.cmake, and reads where each tree's checks program came from
# (probe.program_from in the module's report: built, cache, installed).

# In a case: the cache goes to CASE_XDG (given by a -check.cmake to the
# trees it configures) or to the case's build tree, and the fake 9.19.0 is
# searched alone.
macro(probe_cache_case_setup)
  if(NOT CASE_XDG)
    set(CASE_XDG "${CMAKE_BINARY_DIR}/xdg")
  endif()
  set(ENV{XDG_CACHE_HOME} "${CASE_XDG}")
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
endmacro()

# In a case: prints where this tree's program came from, for the -stdout.txt
# files and for probe_cache_configure.
function(probe_cache_print_origin)
  string(ASCII 30 _separator)
  string(REPLACE "${_separator}" "\n" _report "$CACHE{_CuDNNStrict_PROBE_REPORT}")
  string(REGEX MATCH "probe\\.program_from=[a-z]*" _from "${_report}")
  message(STATUS "PROBE FOUND=${CuDNNStrict_FOUND} VERSION=${CuDNNStrict_LIBRARY_VERSION} ${_from}")
endfunction()

# In a -check.cmake: configures the case's project in the fresh tree
# <CASE_BUILD_DIR>-<name> with the case's cache, plus ARGN, sets <out_rc>,
# <out_stdout> and <out_stderr>, and removes the tree.
function(probe_cache_configure_tree name out_rc out_stdout out_stderr)
  set(_tree "${CASE_BUILD_DIR}-${name}")
  file(REMOVE_RECURSE "${_tree}")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -S "${SUITE_DIR}" -B "${_tree}" -G "${GENERATOR}"
      "-DRUN_CASE=${CASE}" "-DCUDNN_STRICT_TEST_FAKES=${FAKES_FILE}"
      "-DCUDNN_STRICT_TEST_ASSERT=${ASSERT_FILE}" "-DCMAKE_MODULE_PATH=${MODULE_DIR}"
      "-DCASE_XDG=${CASE_BUILD_DIR}/xdg" ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  file(REMOVE_RECURSE "${_tree}")
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_stdout} "${_out}" PARENT_SCOPE)
  set(${out_stderr} "${_err}" PARENT_SCOPE)
endfunction()

# In a -check.cmake: configures the case's project in the fresh tree
# <CASE_BUILD_DIR>-<name> with the case's cache, plus ARGN, and sets <out>
# to where its program came from.  A failed configure fails the case.
function(probe_cache_configure name out)
  probe_cache_configure_tree(${name} _rc _out _err ${ARGN})
  if(NOT _rc EQUAL 0 OR NOT _out MATCHES "PROBE FOUND=TRUE VERSION=9\\.19\\.0 probe\\.program_from=([a-z]+)")
    message(FATAL_ERROR "Case ${CASE}: configuring tree ${name} failed (exit ${_rc}):\n${_out}\n${_err}")
  endif()
  set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

# In a -check.cmake: sets <out> to the entries of the case's cache that hold
# a checks program (and not the header facts).
function(probe_cache_program_entries out)
  file(GLOB _entries LIST_DIRECTORIES true "${CASE_BUILD_DIR}/xdg/cudnn-strict/*")
  set(_programs "")
  foreach(_entry IN LISTS _entries)
    if(EXISTS "${_entry}/cudnn-strict-probe" OR IS_SYMLINK "${_entry}/cudnn-strict-probe")
      list(APPEND _programs "${_entry}")
    endif()
  endforeach()
  set(${out} "${_programs}" PARENT_SCOPE)
endfunction()

# In a -check.cmake: replaces the program of <entry> with a script that
# leaves <marker> when run, and records its SHA-256 as the entry's own, so
# that only what the case then breaks tells the entry apart from a good one.
function(probe_cache_plant_marker entry marker)
  file(REMOVE "${marker}")
  file(WRITE "${entry}/cudnn-strict-probe" "#!/bin/sh\ntouch '${marker}'\necho probe.format=1\n")
  file(SHA256 "${entry}/cudnn-strict-probe" _hash)
  file(WRITE "${entry}/sha256.txt" "cudnn-strict-probe ${_hash}\n")
  execute_process(COMMAND chmod 755 "${entry}/cudnn-strict-probe")
endfunction()

# In a -check.cmake: fails unless <entry> holds a program whose SHA-256 is
# the one recorded beside it and which is not a planted script.
function(probe_cache_expect_sound entry)
  file(READ "${entry}/sha256.txt" _recorded)
  file(SHA256 "${entry}/cudnn-strict-probe" _hash)
  file(READ "${entry}/cudnn-strict-probe" _head LIMIT 4 HEX)
  if(NOT _recorded STREQUAL "cudnn-strict-probe ${_hash}\n" OR NOT _head STREQUAL "7f454c46")
    message(FATAL_ERROR "Case ${CASE}: the cache entry ${entry} was not rebuilt")
  endif()
endfunction()

# Fails the case when the planted program ran.
function(probe_cache_expect_not_run marker)
  if(EXISTS "${marker}")
    message(FATAL_ERROR "Case ${CASE}: a cache entry that must not be trusted was run")
  endif()
endfunction()

# In a -check.cmake: the cache's one entry that holds a tree's checks run
# (run.txt) gets the library's version replaced by one the fake is not
# (9.19.7), with the SHA-256 recorded beside it, so that a later tree that
# shows that version took the run from the cache.
function(probe_cache_plant_run)
  file(GLOB _runs "${CASE_BUILD_DIR}/xdg/cudnn-strict/*/run.txt")
  list(LENGTH _runs _count)
  cudnn_strict_case_expect("entries holding a run" "${_count}" "^1$")
  get_filename_component(_entry "${_runs}" DIRECTORY)
  file(READ "${_runs}" _run)
  string(REPLACE "\nlibrary.version=9.19.0\n" "\nlibrary.version=9.19.7\n" _planted "${_run}")
  cudnn_strict_case_expect("the planted version" "${_planted}" " library\\.version=9\\.19\\.7 ")
  file(WRITE "${_runs}" "${_planted}")
  file(SHA256 "${_runs}" _hash)
  file(WRITE "${_entry}/sha256.txt" "run.txt ${_hash}\n")
endfunction()
