# BAD_PARAM_SIZE_INSUFFICIENT (the workspace was too small) is the GPU
# check's own mistake: it fails loudly instead of counting as "declined".
gpu_case_use(gpu_workspace_understated correct)
find_package(CuDNNStrict REQUIRED)
