# A libcudnn this user may not read (see HeaderUnreadable).
hardening_expect_unreadable(lib64/libcudnn.so.9 "the cuDNN library [^ ]*/tree/lib64/libcudnn\\.so\\.9 cannot be read \\(Permission denied\\)")
