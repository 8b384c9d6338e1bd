# A libcudnn.so.9 cut short inside a segment (an interrupted copy) first on
# LD_LIBRARY_PATH: the loader maps it and the process dies of SIGBUS.  The
# probe and the guard read it before anything maps it.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(linked)
hostile_lazy_program(lazy)
