# A guarded program whose ELF header claims 65535 program headers (PN_XNUM,
# which neither the kernel nor glibc reads): the kernel will not run it,
# and --check-binary must not pass it.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(linked)
