# cudnn_strict_add_guard() on a target that uses target_link_libraries()
# without keywords, which target_link_libraries(PRIVATE) would refuse.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
add_executable(app "${GUARD_PROGRAMS}/linked.c")
target_link_libraries(app CuDNNStrict::cudnn)
cudnn_strict_add_guard(app)
