# Two build trees configured at the same moment with an empty per-user
# cache (-check.cmake): both build the checks, both succeed, and one
# complete entry is left, no temporary.
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
