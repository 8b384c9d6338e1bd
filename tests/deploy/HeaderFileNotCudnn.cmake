# A --header that is not a cuDNN version header is named, with what it
# lacks, and nothing is judged.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
