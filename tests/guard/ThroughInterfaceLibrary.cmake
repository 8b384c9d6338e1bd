# A project that bundles its dependencies in an INTERFACE library of its own
# and links the guard there: CMake links an object library's objects only
# into the targets that name it, so the programs that link the bundle must
# still get the guard's object (-check.cmake), once, also when one of them
# names CuDNNStrict::guard itself as well.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
add_library(cudnn_deps INTERFACE)
target_link_libraries(cudnn_deps INTERFACE CuDNNStrict::cudnn CuDNNStrict::guard)
add_executable(through_bundle "${GUARD_PROGRAMS}/linked.c")
target_link_libraries(through_bundle PRIVATE cudnn_deps)
add_executable(bundle_and_guard "${GUARD_PROGRAMS}/linked.c")
target_link_libraries(bundle_and_guard PRIVATE cudnn_deps CuDNNStrict::guard)
add_library(bundled_shared SHARED "${GUARD_PROGRAMS}/middle.c")
target_link_libraries(bundled_shared PRIVATE cudnn_deps)
add_executable(calls_bundled_shared "${GUARD_PROGRAMS}/calls_middle.c")
target_link_libraries(calls_bundled_shared PRIVATE bundled_shared)
