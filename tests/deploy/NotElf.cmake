# Files that are not 64-bit ELF programs or libraries of this machine.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
