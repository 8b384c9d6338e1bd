# --header-facts: a version header that a build's flags read two ways
# (__cplusplus, which the header does not define) is reported ambiguous,
# with the definitions no build reads, and nothing is loaded.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
