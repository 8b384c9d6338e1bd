# cudnn-strict-probe --static-archive on ar archives that hold no member,
# one named for a sub-library whose text tells its release and one named
# for another: no cuDNN can be linked from either, so neither is OK.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
