# An INTERFACE library has no code to carry the guard: a clear error.
enable_language(C)
guard_case_use_fake(v9_19_0)
find_package(CuDNNStrict REQUIRED)
add_library(headers_only INTERFACE)
cudnn_strict_add_guard(headers_only)
