# --header-facts: conditions on macros the header defines itself (its
# include guard, its own CUDNN_MAJOR) are the header's to decide, not a
# build's flags: one version, and the branch it never takes is named.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
