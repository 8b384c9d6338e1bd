# --library-file --naming windows: the reader a Windows cross build runs
# on Linux looks for the DLLs by their Windows names (cudnn_cnn64_9.dll,
# the major read from cudnn64_9.dll), not by the build machine's
# (libcudnn_ops.so.9 is no sub-library there).
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
