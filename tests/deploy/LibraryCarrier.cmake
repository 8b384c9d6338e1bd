# A shared library with the guard, loaded by a program without one: the
# library's note is the program's expectation.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
add_library(plugin SHARED "${DEPLOY_PROGRAMS}/plugin.c")
target_link_libraries(plugin PRIVATE CuDNNStrict::cudnn)
cudnn_strict_add_guard(plugin)
add_executable(host "${DEPLOY_PROGRAMS}/host.c")
target_link_libraries(host PRIVATE plugin)
