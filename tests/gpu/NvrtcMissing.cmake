# cuDNN 8.7-8.9 abort when libnvrtc is missing: the cause is the missing
# library, not a crash of the driver.
gpu_case_use(gpu_v8_nvrtc_missing correct)
find_package(CuDNNStrict REQUIRED)
