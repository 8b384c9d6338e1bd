# GPU 0 is held by another process in EXCLUSIVE_PROCESS mode: skipped with
# the reason; GPU 1 passes.
gpu_case_use(v9_19_0 exclusive_held)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "on 1 device \\(Fake GPU 1 \\(CPU\\) 7\\.5\\) match the CPU reference; skipped: device 0 \\(Fake GPU 0 \\(CPU\\), compute capability 9\\.0\\) is busy: creating a context on it fails with cudaErrorDevicesUnavailable .*exclusive compute mode")
