# A header this user may not read.  if(EXISTS) says false for it, so
# without care it would be skipped for another header, or reported as
# missing.  Root reads anything: the check runs as an unprivileged user.
hardening_copy_tree(v9_19_0 tree _tree)
file(CHMOD "${_tree}/include/cudnn_version.h" PERMISSIONS OWNER_WRITE)
hardening_find_unprivileged("${_tree}" _rc _output)
if(_rc STREQUAL "skip")
  message(STATUS "CUDNN_STRICT_SKIP: ${_output}")
  return()
endif()
string(REGEX REPLACE "[ \t\r\n]+" " " _output "${_output}")
assert_matches(_rc "^[1-9]")
assert_matches(_output "the cuDNN header [^ ]*/tree/include/cudnn_version\\.h cannot be read \\(Permission denied\\)\\. Fix: make it readable")
