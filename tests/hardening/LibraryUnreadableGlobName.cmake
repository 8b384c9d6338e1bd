# A libcudnn this user may not read (see LibraryUnreadable), in a directory
# whose name holds the glob characters [ ] * and ?: EXISTS misses a file
# it may not read, so the directory is listed, and its name must match
# itself there, not as a pattern.
hardening_expect_unreadable(lib64/libcudnn.so.9
  "the cuDNN library [^ ]*/tree\\[b\\]\\*\\?/lib64/libcudnn\\.so\\.9 cannot be read \\(Permission denied\\)"
  "tree[b]*?")
