# A library whose cudnnGetVersion() answers SIZE_MAX: the configure's
# check, --check-binary and the guard refuse it, naming the answer as the
# library gave it.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(linked)
