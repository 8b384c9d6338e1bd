# The standalone tool's own plan (no --search-dir) for the PIP location
# asks the Pythons the module's PIP location asks, in its order: the
# activated virtual environment's, the conda environment's, then the
# python3 or python that PATH starts.  -check.cmake lays out one copy of
# cuDNN 9.19.0 in each one's site-packages and runs the tool on 9.1.0.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
