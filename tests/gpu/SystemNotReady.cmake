# An NVSwitch system whose fabric manager is not running.
gpu_case_use(v9_19_0 not_ready)
find_package(CuDNNStrict REQUIRED)
