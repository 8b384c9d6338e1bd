# A static library that carries the guard, installed with
# install(TARGETS ... EXPORT) and install(EXPORT), its package configuration
# finding cuDNN with find_dependency(CuDNNStrict); the -check.cmake installs
# it and builds a program of another project against the installed export.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
add_library(middle STATIC "${GUARD_PROGRAMS}/middle.c")
cudnn_strict_add_guard(middle)
install(TARGETS middle EXPORT CarrierTargets ARCHIVE DESTINATION lib)
install(EXPORT CarrierTargets NAMESPACE Carrier:: DESTINATION lib/cmake/Carrier)
# The build tree's export too, which CMake checks the same way.
export(EXPORT CarrierTargets NAMESPACE Carrier:: FILE "${CMAKE_BINARY_DIR}/CarrierTargets.cmake")
install(FILES "${CMAKE_CURRENT_SOURCE_DIR}/projects/static_export_consumer/CarrierConfig.cmake"
  DESTINATION lib/cmake/Carrier)
guard_case_fact(GUARD_SEARCH_LOCATIONS "${CUDNN_STRICT_SEARCH_LOCATIONS}")
guard_case_fact(GUARD_ROOT "${CuDNNStrict_ROOT}")
