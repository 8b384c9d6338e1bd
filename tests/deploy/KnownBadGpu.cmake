# cuDNN 8.9.1 on a Pascal GPU: an entry of the known-bad table with a GPU
# range, which only the GPU check can apply (here on the fake GPU).
deploy_use_fake(v8_9_7)
deploy_find_cudnn()
