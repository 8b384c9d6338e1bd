# Distributed under the OSI-approved BSD 3-Clause License.
#
# Test fixture (cmake -P, with WINE, WINEBOOT, PREFIX): makes the Wine
# prefix the windows cases run their programs in, once, before they run
# in parallel (Wine's first start in a prefix takes seconds and writes
# it).  Without Wine or MinGW it prints CUDNN_STRICT_SKIP.
if(NOT WINE OR NOT WINEBOOT)
  message(STATUS "CUDNN_STRICT_SKIP: wine or wineboot not found (Debian: apt-get install wine64 gcc-mingw-w64-x86-64)")
  return()
endif()
if(EXISTS "${PREFIX}/system.reg")
  message(STATUS "Wine prefix ${PREFIX} exists")
  return()
endif()
file(MAKE_DIRECTORY "${PREFIX}")
string(TIMESTAMP _start "%s")
execute_process(COMMAND "${CMAKE_COMMAND}" -E env "WINEPREFIX=${PREFIX}" WINEDEBUG=-all
    "${WINEBOOT}" --init
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out TIMEOUT 300)
if(WINESERVER)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env "WINEPREFIX=${PREFIX}" "${WINESERVER}" -w
    TIMEOUT 120)
endif()
string(TIMESTAMP _end "%s")
math(EXPR _seconds "${_end} - ${_start}")
if(NOT _rc EQUAL 0 OR NOT EXISTS "${PREFIX}/system.reg")
  message(FATAL_ERROR "wineboot --init in ${PREFIX} failed (${_rc}): ${_out}")
endif()
message(STATUS "Wine prefix ${PREFIX} made in ${_seconds} s")
