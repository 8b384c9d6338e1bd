# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckOptionsDocumented.cmake fails where it must (cmake -P,
# with SOURCE_DIR and WORK_DIR): on copies of the module and the probe with
# one documented option taken out of the reST block, a term no file reads,
# a new option the module reads and a new environment variable the probe
# reads, it names the option each time; on an unchanged copy it passes.

cmake_minimum_required(VERSION 3.21)

include("${CMAKE_CURRENT_LIST_DIR}/CheckFails.cmake")
set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckOptionsDocumented.cmake")
set(_folders "cmake;probe;templates")

cudnn_strict_copy_sources(unchanged "${_folders}" _copy)
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

cudnn_strict_copy_sources(term_removed "${_folders}" _copy)
cudnn_strict_replace("${_copy}/cmake/FindCuDNNStrict.cmake" "\n# ``CUDNN_STRICT_FORCE_CHECK``\n" "\n# ``CUDNN_FORCE_CHECK``\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_FORCE_CHECK: read \\(by the module, its probe or its guard\\), missing from the reST block")

cudnn_strict_copy_sources(term_unread "${_folders}" _copy)
cudnn_strict_replace("${_copy}/cmake/FindCuDNNStrict.cmake" "\n# Hints\n# ^^^^^\n"
  "\n# Hints\n# ^^^^^\n#\n# ``CUDNN_STRICT_UNREAD``\n#   An option nothing reads.\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_UNREAD: documented in the reST block, read by no file")

cudnn_strict_copy_sources(option_added "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake" "if(CUDNN_STRICT_NEW_SWITCH)\nendif()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_NEW_SWITCH: read .*, missing from the reST block")

cudnn_strict_copy_sources(reference_added "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake" "message(STATUS \"[\${CUDNN_STRICT_NEW_TEXT}]\")\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_NEW_TEXT: read .*, missing from the reST block")

cudnn_strict_copy_sources(environment_added "${_folders}" _copy)
file(APPEND "${_copy}/probe/guard/cudnn_strict_guard.c" "static const char *cudnn_strict_new(void) { return getenv(\"CUDNN_STRICT_NEW_ENV\"); }\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_NEW_ENV: read .*, missing from the reST block")

# Names in comments and in quoted prose are not reads.
cudnn_strict_copy_sources(prose_only "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "# CUDNN_STRICT_IN_A_COMMENT\nset(_x \"CUDNN_STRICT_IN_PROSE is not read\") # CUDNN_STRICT_AFTER_CODE\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)
