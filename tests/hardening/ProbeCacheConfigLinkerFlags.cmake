# The linker flags of try_compile's configuration, named in any case
# (Release), reach the checks program, so they key its per-user cache
# entry: other flags build it again (-check.cmake).
set(CMAKE_TRY_COMPILE_CONFIGURATION Release)
probe_cache_case_setup()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
