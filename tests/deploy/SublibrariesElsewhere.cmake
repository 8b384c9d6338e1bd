# --sublibraries --elsewhere: a sub-library missing beside libcudnn is
# looked for in the other directories in their order, libcudnn's own
# passed over; one found nowhere is missing.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
