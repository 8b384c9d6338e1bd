# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckEnvironmentKey.cmake fails where it must (cmake -P, with
# SOURCE_DIR and WORK_DIR): on copies of cmake/ and probe/ where the
# checks program reads a variable the key of a shared run does not hold
# (a name the C core's list lacks, read directly, through a wrapper or
# from a static array of names; a name taken out of the list; a key that
# no longer reads the list), a name given as a string literal, which
# bypasses the list, or a name the check cannot tell, it names the file,
# the line and the variable; a read in a comment, and one in a file only
# cudnn-strict-probe compiles, pass; an unchanged copy passes.

cmake_minimum_required(VERSION 3.21)

include("${CMAKE_CURRENT_LIST_DIR}/CheckFails.cmake")
set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckEnvironmentKey.cmake")
set(_folders "cmake;probe")

cudnn_strict_copy_sources(unchanged "${_folders}" _copy)
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

# The lines asserted are those appended below the last of a file.
function(_last_line file out)
  file(READ "${file}" _text)
  string(REGEX MATCHALL "\n" _newlines "${_text}")
  list(LENGTH _newlines _last)
  set(${out} ${_last} PARENT_SCOPE)
endfunction()
set(_note probe/core/cudnn_strict_note.c)
_last_line("${SOURCE_DIR}/${_note}" _last)

cudnn_strict_copy_sources(planted "${_folders}" _copy)
file(APPEND "${_copy}/${_note}"
  "static const char *cudnn_strict_planted(void) {\n  return getenv(CUDNN_STRICT_ENV(CUDNN_STRICT_PLANTED));\n}\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "${_note}:${_line}: reads CUDNN_STRICT_PLANTED, which neither the key of a shared run")

# A name the list holds, given as a string literal: the list no longer
# owns what is read.
cudnn_strict_copy_sources(literal "${_folders}" _copy)
file(APPEND "${_copy}/${_note}"
  "static const char *cudnn_strict_planted(void) {\n  return getenv(\"HOME\");\n}\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "${_note}:${_line}: reads HOME by a string literal, which bypasses the list")

# Through the wrapper of the POSIX shims for Windows.
cudnn_strict_copy_sources(wrapper "${_folders}" _copy)
file(APPEND "${_copy}/${_note}"
  "static const char *cudnn_strict_planted(void) {\n  const char *home = secure_getenv(CUDNN_STRICT_ENV(HOME));\n  return home ? home : cudnn_strict_win32_getenv(CUDNN_STRICT_ENV(USERPROFILE));\n}\n")
math(EXPR _line "${_last} + 3")
cudnn_strict_expect_check("${_check}" "${_copy}" "${_note}:${_line}: reads USERPROFILE, which")

cudnn_strict_copy_sources(array "${_folders}" _copy)
cudnn_strict_replace("${_copy}/probe/core/cudnn_strict_fix.c"
  "CUDNN_STRICT_ENV(CUDNN_HOME)}" "CUDNN_STRICT_ENV(CUDNN_HOME), CUDNN_STRICT_ENV(CUDNN_PLANTED)}")
cudnn_strict_expect_check("${_check}" "${_copy}" "probe/core/cudnn_strict_fix.c:[0-9]+: reads CUDNN_PLANTED,")

# A name taken out of the C core's list: the key, read from it, loses it.
cudnn_strict_copy_sources(list "${_folders}" _copy)
cudnn_strict_replace("${_copy}/probe/base/cudnn_strict_environment.h" "  XX(VIRTUAL_ENV)" "")
cudnn_strict_expect_check("${_check}" "${_copy}" "probe/core/cudnn_strict_fix.c:[0-9]+: reads VIRTUAL_ENV,")

# A key made by hand again, without the list.
cudnn_strict_copy_sources(key "${_folders}" _copy)
cudnn_strict_replace("${_copy}/cmake/CuDNNStrict/Probe.cmake" "_CuDNNStrict_environment_names(_names)"
  "set(_names CONDA_PREFIX CUDA_HOME CUDA_PATH CUDNN_HOME CUDNN_PATH CUDNN_ROOT HOME PATH)")
cudnn_strict_expect_check("${_check}" "${_copy}" "probe/core/cudnn_strict_fix.c:[0-9]+: reads VIRTUAL_ENV,")

cudnn_strict_copy_sources(computed "${_folders}" _copy)
file(APPEND "${_copy}/${_note}"
  "static const char *cudnn_strict_planted(const char *name) {\n  return getenv(name);\n}\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "${_note}:${_line}: reads an environment variable whose name this check cannot tell")

cudnn_strict_copy_sources(comment "${_folders}" _copy)
file(APPEND "${_copy}/${_note}"
  "/* getenv(\"CUDNN_STRICT_PLANTED\") */\nstatic int cudnn_strict_planted(void) {\n  return 0; /* getenv(\"CUDNN_STRICT_PLANTED\") */\n}\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

cudnn_strict_copy_sources(tool_only "${_folders}" _copy)
file(APPEND "${_copy}/probe/cli/cudnn_strict_image.c"
  "static const char *cudnn_strict_planted(void) {\n  return getenv(\"CUDNN_STRICT_PLANTED\");\n}\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)
