# cuDNN 9.23.1 on a GPU of compute capability 8.6: an entry of the known-bad
# table that warns (nondeterminism) and has a GPU range, which only the GPU
# check can apply (here on the fake GPU).
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
