# A program that declares 3D convolutions in FP16 or BF16, built against
# cuDNN 9.1.0, meets cuDNN 9.13.0, a release the known-bad table refuses for
# them: refused by --check-binary and by the guard, each naming the problem
# and its source.
set(CUDNN_STRICT_FEATURES conv3d_half)
deploy_use_fake(v9_1_0)
deploy_find_cudnn()
deploy_guarded_program(app)
