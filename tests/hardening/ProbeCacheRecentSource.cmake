# The per-user cache keeps no digest of the probe's sources while one of
# them is from the last two seconds (-check.cmake: a copy of the module
# with a source dated an hour ahead): it could change again within the
# second its time was taken, unseen where a time has no microseconds.
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
