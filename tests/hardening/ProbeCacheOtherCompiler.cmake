# Another compiler has an entry of its own; an entry that another compiler
# built, found where this compiler's belongs, is never run and is rebuilt
# (-check.cmake).
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
