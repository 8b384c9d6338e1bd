# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckOptionsDocumented.cmake fails where it must (cmake -P,
# with SOURCE_DIR and WORK_DIR): on copies of the module, the probe and the
# reference (docs/find-package.md) with one option's heading taken out of
# the reference (its name left in the prose), a heading no file reads, a
# new option the module reads and a new environment variable the probe
# reads, it names the option each time, and without the reference it says
# so; on an unchanged copy it passes.

cmake_minimum_required(VERSION 3.21)

include("${CMAKE_CURRENT_LIST_DIR}/CheckFails.cmake")
set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckOptionsDocumented.cmake")
set(_folders "cmake;probe;templates;docs")
set(_reference docs/find-package.md)

cudnn_strict_copy_sources(unchanged "${_folders}" _copy)
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

cudnn_strict_copy_sources(term_removed "${_folders}" _copy)
cudnn_strict_replace("${_copy}/${_reference}" "\n### `CUDNN_STRICT_FORCE_CHECK`\n" "\n### `CUDNN_FORCE_CHECK`\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_FORCE_CHECK: read \\(by the module, its probe or its guard\\), missing from docs/find-package.md")

cudnn_strict_copy_sources(term_unread "${_folders}" _copy)
cudnn_strict_replace("${_copy}/${_reference}" "\n## Hints and options\n"
  "\n## Hints and options\n\n### `CUDNN_STRICT_UNREAD`\n\nAn option nothing reads.\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_UNREAD: documented in docs/find-package.md, read by no file")

cudnn_strict_copy_sources(reference_missing "${_folders}" _copy)
file(REMOVE "${_copy}/${_reference}")
cudnn_strict_expect_check("${_check}" "${_copy}" "no reference of the module: .*/docs/find-package.md is missing")

cudnn_strict_copy_sources(option_added "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake" "if(CUDNN_STRICT_NEW_SWITCH)\nendif()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_NEW_SWITCH: read .*, missing from docs/find-package.md")

cudnn_strict_copy_sources(reference_added "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake" "message(STATUS \"[\${CUDNN_STRICT_NEW_TEXT}]\")\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_NEW_TEXT: read .*, missing from docs/find-package.md")

cudnn_strict_copy_sources(environment_added "${_folders}" _copy)
file(APPEND "${_copy}/probe/guard/cudnn_strict_guard.c" "static const char *cudnn_strict_new(void) { return getenv(\"CUDNN_STRICT_NEW_ENV\"); }\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "CUDNN_STRICT_NEW_ENV: read .*, missing from docs/find-package.md")

# Names in comments and in quoted prose are not reads.
cudnn_strict_copy_sources(prose_only "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "# CUDNN_STRICT_IN_A_COMMENT\nset(_x \"CUDNN_STRICT_IN_PROSE is not read\") # CUDNN_STRICT_AFTER_CODE\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

# A heading in a fenced code block (a comment of CMake code) documents
# nothing, and so is no unread option either.
cudnn_strict_copy_sources(code_block "${_folders}" _copy)
file(APPEND "${_copy}/${_reference}" "\n```cmake\n### CUDNN_STRICT_IN_CODE\n```\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)
