# A source of the probe edited in place is never served by the program
# built from it before, though the per-user cache keeps the sources'
# SHA-256 under their paths, sizes and times (-check.cmake edits a copy of
# the module without changing any file's size).
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
