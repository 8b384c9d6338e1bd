# --library-file --elsewhere: a sub-library missing beside a usable
# libcudnn is looked for in the other directories in their order,
# libcudnn's own passed over; one found nowhere is missing, named as the
# target names its file.  Without --major, libcudnn's file name says it.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
