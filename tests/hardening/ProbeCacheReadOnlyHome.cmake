# A home where nothing can be created: the configure builds the checks in
# its own tree and succeeds.  Unprivileged, the cache's parent is made
# read-only; as root (whom modes do not stop) it lies below a regular file,
# where mkdir fails the same way.
probe_cache_case_setup()
file(STRINGS /proc/self/status uid REGEX "^Uid:")
file(WRITE "${CMAKE_BINARY_DIR}/home-file" "")
if(uid MATCHES "^Uid:[ \t]+[0-9]+[ \t]+0[ \t]")
  set(ENV{XDG_CACHE_HOME} "${CMAKE_BINARY_DIR}/home-file/cache")
else()
  file(MAKE_DIRECTORY "${CMAKE_BINARY_DIR}/read-only")
  execute_process(COMMAND chmod 555 "${CMAKE_BINARY_DIR}/read-only")
  set(ENV{XDG_CACHE_HOME} "${CMAKE_BINARY_DIR}/read-only/cache")
endif()
find_package(CuDNNStrict REQUIRED)
probe_cache_print_origin()
execute_process(COMMAND chmod 755 "${CMAKE_BINARY_DIR}/read-only" ERROR_QUIET)
