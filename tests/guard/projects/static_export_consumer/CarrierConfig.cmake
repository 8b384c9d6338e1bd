# The installed package of a static library that carries the guard: its
# link interface names CuDNNStrict::guard_link, which this defines again.
include(CMakeFindDependencyMacro)
find_dependency(CuDNNStrict)
include("${CMAKE_CURRENT_LIST_DIR}/CarrierTargets.cmake")
