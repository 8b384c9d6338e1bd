# The compile sees another cuDNN version header than the one configured (an
# include path that changed since configure): including the config header
# stops the compile with #error, whether the version header came before it
# or through it (see -check.cmake).
enable_language(C)
guard_case_use_fake(v9_19_0)
find_package(CuDNNStrict REQUIRED)
foreach(_name IN ITEMS drift_included_before drift_instead)
  add_library(${_name} OBJECT EXCLUDE_FROM_ALL "${GUARD_PROGRAMS}/${_name}.c")
  target_include_directories(${_name} BEFORE PRIVATE "${FAKE_v9_1_0_INCLUDE_DIR}")
  target_link_libraries(${_name} PRIVATE CuDNNStrict::guard)
  # The same source with the configured include path compiles.
  add_library(${_name}_same OBJECT EXCLUDE_FROM_ALL "${GUARD_PROGRAMS}/${_name}.c")
  target_link_libraries(${_name}_same PRIVATE CuDNNStrict::guard)
endforeach()
