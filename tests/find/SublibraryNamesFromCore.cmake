# The sub-library names are kept once, in the C core
# (probe/base/cudnn_strict_sublibraries.h); the configure check reads them
# from there.  What it reads must be what the compiler reads.
include("${CMAKE_MODULE_PATH}/CuDNNStrict/Library.cmake")
get_filename_component(_core "${CMAKE_MODULE_PATH}/../probe/base" ABSOLUTE)
file(WRITE "${CMAKE_BINARY_DIR}/names.c" [[
#include <stdio.h>
#include "cudnn_strict_sublibraries.h"
/* The names every full release of a major ships (first = the major's
   first version code), which is what the configure check reads. */
#define PRINT(major, name, first, flavours, tells)                            \
  if (first == (major >= 9 ? major * 10000 : major * 1000))                   \
    printf("%d:%s,", major, #name);
int main(void) {
  CUDNN_STRICT_SUBLIBRARY_MAP(PRINT)
  return 0;
}
]])
try_run(_run_rc _compiled "${CMAKE_BINARY_DIR}/names" "${CMAKE_BINARY_DIR}/names.c"
  CMAKE_FLAGS "-DINCLUDE_DIRECTORIES=${_core}"
  COMPILE_OUTPUT_VARIABLE _log RUN_OUTPUT_VARIABLE _c_names)
if(NOT _compiled OR NOT _run_rc EQUAL 0)
  message(FATAL_ERROR "the program that prints the C list did not build or run:\n${_log}")
endif()
set(_cmake_names "")
foreach(_major IN ITEMS 7 8 9 10)
  _CuDNNStrict_sublibrary_names(${_major} _names)
  foreach(_name IN LISTS _names)
    string(APPEND _cmake_names "${_major}:${_name},")
  endforeach()
endforeach()
assert_equal(_c_names "${_cmake_names}")
# cuDNN 8 and 9 have sub-libraries; cuDNN 7 is one library.
_CuDNNStrict_sublibrary_names(9 _nine)
list(LENGTH _nine _count)
assert_equal(_count 7)
_CuDNNStrict_sublibrary_names(7 _seven)
assert_equal(_seven "")
# Every name, for COMPONENTS: 8.x's six and 9.x's nine.
_CuDNNStrict_sublibrary_names(ALL _all)
list(LENGTH _all _count)
assert_equal(_count 15)
