# The note lives in an allocated note section: strip keeps it.  Removing
# the section on purpose leaves a binary without an expectation.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
target_link_options(app PRIVATE LINKER:--gc-sections)
