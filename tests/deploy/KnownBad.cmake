# A program built against cuDNN 8.9.7 meets cuDNN 8.9.7 built for CUDA 11.1,
# a combination of the known-bad table: refused by --check-binary and by
# the guard, each naming the problem and NVIDIA's note.
deploy_use_fake(v8_9_7)
deploy_find_cudnn()
deploy_guarded_program(app)
