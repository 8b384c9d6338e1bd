# --verdict: check.keep says whether the module may keep a report under its
# fingerprint, which stamps files but not what the loader finds: not after
# cuDNN could not load what it needs, did not load, or stopped, nor natively
# when a library it opens itself is missing (a cross build keeps that
# warning rather than run the emulator each configure).
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
