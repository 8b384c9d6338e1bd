# A header this user may not read.  if(EXISTS) says false for it, so
# without care it would be skipped for another header, or reported as
# missing.  Root reads anything: the check runs as an unprivileged user.
hardening_expect_unreadable(include/cudnn_version.h "the cuDNN header [^ ]*/tree/include/cudnn_version\\.h cannot be read \\(Permission denied\\)\\. Fix: make it readable")
