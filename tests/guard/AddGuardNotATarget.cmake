# A name that is no target (a typo, or a target defined later): a clear
# error that names it, not CMake's own about a property of no target.
enable_language(C)
guard_case_use_fake(v9_19_0)
find_package(CuDNNStrict REQUIRED)
cudnn_strict_add_guard(not_defined_yet)
