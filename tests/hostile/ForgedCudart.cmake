# Libraries that claim cuDNN 9.19.0 and answer cudnnGetCudartVersion() with
# no CUDA version (0, SIZE_MAX): the configure's check, --check-binary and
# the guard refuse them, naming the answer.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(linked)
