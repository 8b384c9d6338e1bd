# --file-facts: what an ELF file's header says (kind, class, byte order,
# machine), read without loading it, and whether it is built for the
# processor a cross build targets: what the CMake module asks where no
# probe runs.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
