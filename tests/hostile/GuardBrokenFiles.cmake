# Files named libcudnn.so.9 first on LD_LIBRARY_PATH, a good cuDNN after
# them, met by the guard of a program that does not link cuDNN: it reads
# each before its dlopen(), stops at one the loader would stop at, naming
# the file and what is wrong with it, and passes over what the loader
# passes over.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
hostile_lazy_program(lazy)
