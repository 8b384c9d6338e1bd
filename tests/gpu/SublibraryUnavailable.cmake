# The heuristic listing an algorithm as SUBLIBRARY_UNAVAILABLE is an
# incomplete install, not an algorithm that declines the case.
gpu_case_use(gpu_sublibrary_unavailable correct)
find_package(CuDNNStrict REQUIRED)
