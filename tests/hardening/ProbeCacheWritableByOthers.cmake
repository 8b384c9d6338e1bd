# An entry whose program others may write (-check.cmake): it is never run,
# and is rebuilt.
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
