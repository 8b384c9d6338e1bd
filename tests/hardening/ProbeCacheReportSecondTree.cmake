# The first tree runs the checks and keeps what their run reported in the
# per-user cache; another tree with the same inputs takes it from there
# instead of loading cuDNN again, and one whose inputs differ runs the
# checks (see -check.cmake).
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
