# The CUDA forward-compatibility driver (cuda-compat's libcuda.so) on a GPU
# it does not run on: its own cause and fix, not a generic CUDA error.
gpu_case_use(v9_19_0 compat_not_supported)
find_package(CuDNNStrict REQUIRED)
