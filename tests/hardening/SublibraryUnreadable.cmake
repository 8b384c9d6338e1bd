# A libcudnn_cnn.so.9 this user may not read beside a good libcudnn (see
# LibraryUnreadable): reported by name, with why it cannot be read.
hardening_copy_tree(v9_19_0 tree _tree)
file(CHMOD "${_tree}/lib64/libcudnn_cnn.so.9" PERMISSIONS OWNER_WRITE)
hardening_find_unprivileged("${_tree}" _rc _output)
if(_rc STREQUAL "skip")
  message(STATUS "CUDNN_STRICT_SKIP: ${_output}")
  return()
endif()
string(REGEX REPLACE "[ \t\r\n]+" " " _output "${_output}")
assert_matches(_rc "^[1-9]")
assert_matches(_output "the cuDNN library [^ ]*/tree/lib64/libcudnn_cnn\\.so\\.9 cannot be read \\(Permission denied\\)\\. Fix: make it readable to this user \\(chmod a\\+r\\)")
