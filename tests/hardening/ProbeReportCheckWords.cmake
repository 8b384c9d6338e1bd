# The checks program ends its report with the configure's words for this
# build (check.*), so that no reader runs after it to word its outcome
# (see -check.cmake).
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
