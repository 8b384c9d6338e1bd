# A shared library with cuDNN linked in (CuDNNStrict::cudnn_static) and the
# guard, loaded with dlopen(RTLD_LOCAL), as a Python extension module loads
# what it needs: its cuDNN is not in the process's global scope, and is
# still the one its guard judges (glibc's dlsym(RTLD_DEFAULT) searches the
# caller's own local scope too), not an older shared libcudnn first on
# LD_LIBRARY_PATH (-check.cmake).  The fake archives are
# position-independent, as NVIDIA's are, to link into a shared library.
enable_language(C)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_static_v9_ROOT}")
find_package(CuDNNStrict 9.19 REQUIRED COMPONENTS static)
add_library(carrier SHARED "${GUARD_PROGRAMS}/middle.c")
target_link_libraries(carrier PRIVATE CuDNNStrict::cudnn_static CuDNNStrict::guard)
add_executable(loads_local "${GUARD_PROGRAMS}/loads_local.c")
target_link_libraries(loads_local PRIVATE ${CMAKE_DL_LIBS})
