# A libcudnn_cnn.so.9 this user may not read beside a good libcudnn (see
# LibraryUnreadable): reported by name, with why it cannot be read.
hardening_expect_unreadable(lib64/libcudnn_cnn.so.9 "the cuDNN library [^ ]*/tree/lib64/libcudnn_cnn\\.so\\.9 cannot be read \\(Permission denied\\)\\. Fix: make it readable to this user \\(chmod a\\+r\\)")
