# The tool is a doctor for broken machines: it links only the C library,
# carries no path of the build machine, and starts where no CUDA runtime
# can be found (an empty ld.so cache, /usr/local hidden, no
# LD_LIBRARY_PATH), judging cuDNN and skipping the GPU check for want of
# the runtime: no failure under auto, a failure under require.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
