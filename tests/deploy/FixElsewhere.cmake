# A machine with the wrong cuDNN first in LD_LIBRARY_PATH and a compatible
# one under a prefix named by CuDNNStrict_ROOT: the fix names that one.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
