# A cuDNN that does not load (here a file that is not there) comes with a
# fix: where a copy the header accepts is, in a virtual environment whose
# only cuDNN is its pip wheel, which the loader's search never sees.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
