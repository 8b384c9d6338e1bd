# The generated header carries the configure-time facts: version, code,
# SONAME, CUDA runtime, policy and guard action.
enable_language(C)
guard_case_use_fake(v9_19_0)
set(CUDNN_STRICT_POLICY same_minor)
set(CUDNN_STRICT_GUARD_ACTION WARN)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_CONFIG_HEADER "${CMAKE_BINARY_DIR}/CuDNNStrict/guard/include/cudnn_strict_config.h")
assert_true(CuDNNStrict_CONFIG_HEADER)
add_executable(config_values "${GUARD_PROGRAMS}/config_values.c")
target_link_libraries(config_values PRIVATE CuDNNStrict::guard)
