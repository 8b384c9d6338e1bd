# Under REQUIRE every visible GPU must pass; the fix names the selection.
gpu_case_use(v9_19_0 old_display_gpu)
set(CUDNN_STRICT_GPU_CHECK REQUIRE)
find_package(CuDNNStrict REQUIRED)
