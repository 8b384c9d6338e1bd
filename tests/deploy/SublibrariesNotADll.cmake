# --library-file --naming windows --processor x86_64: beside a usable
# cudnn64_9.dll, a sub-library DLL that is no DLL (a Linux library under a
# DLL's name) is worded as the module words libcudnn's, the first such
# file alone.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
