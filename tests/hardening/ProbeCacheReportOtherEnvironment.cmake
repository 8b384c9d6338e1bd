# A tree configured from a shell whose environment the checks program
# reads differently (CUDNN_ROOT, a root its fix search looks under) does
# not take the run another tree kept in the per-user cache (see
# -check.cmake).
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
