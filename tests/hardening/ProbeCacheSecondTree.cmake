# The first tree builds the checks and the header facts and stores them in
# the per-user cache; another tree (see -check.cmake) takes both from there.
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
