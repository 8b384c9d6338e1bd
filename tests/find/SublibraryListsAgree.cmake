# The sub-library names are listed twice, for two languages: in
# cmake/CuDNNStrict/Library.cmake (configure check) and in
# probe/platform/cudnn_strict_loader.h (runtime guard).  They must agree.
include("${CMAKE_MODULE_PATH}/CuDNNStrict/Library.cmake")
file(READ "${CMAKE_MODULE_PATH}/../probe/platform/cudnn_strict_loader.h" _loader)
string(FIND "${_loader}" "#define CUDNN_STRICT_SUBLIBRARY_NAMES" _start)
string(SUBSTRING "${_loader}" ${_start} -1 _names_macro)
string(FIND "${_names_macro}" "\n\n" _end)   # the macro ends at a blank line
string(SUBSTRING "${_names_macro}" 0 ${_end} _names_macro)
string(REGEX MATCHALL "\"[a-z_]+\"" _c_names "${_names_macro}")
string(REPLACE "\"" "" _c_names "${_c_names}")
set(_cmake_names ${_CuDNNStrict_SUBLIBRARIES_8} ${_CuDNNStrict_SUBLIBRARIES_9})
assert_equal(_c_names "${_cmake_names}")
