# --header-in: the version header of a directory is chosen by the reader,
# in the module's order (cudnn_version.h, cudnn_version_v<N>.h highest
# first, cudnn.h, cudnn_v<N>.h), passing over a file whose text never
# names the major macro; an entry after the chosen one is never looked at.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
