# An entry whose program was cut short (a full disk, a crash while
# copying): it is rebuilt, and the next tree configures correctly
# (-check.cmake).
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
