# A libcudnn.so.9 that the ld.so cache lists, cut short after ldconfig
# listed it (an interrupted copy over an installed library; ldconfig itself
# refuses to list a truncated file): the guard of a program that does not
# link cuDNN reads the cache where the loader reads it, and the file before
# its dlopen() maps it; --check-binary reads it too.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
hostile_lazy_program(lazy)
