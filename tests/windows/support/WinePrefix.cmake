# Distributed under the OSI-approved BSD 3-Clause License.
#
# Test fixture (cmake -P, with WINE, WINEBOOT, WINESERVER, PREFIX and
# ACTION): ACTION "start" makes the Wine prefix the windows cases run
# their programs in, once, before they run in parallel (Wine's first start
# in a prefix takes seconds and writes it), then starts its wineserver
# persistent; ACTION "stop", the fixture's cleanup, stops that server.
#
# Why persistent: a wineserver started by a Wine program exits once its
# last program has ended (Debian's wineserver command at once, -p0; the
# one a program starts after 3 s), and a program that connects while it
# exits fails with "wine client error:0: recvmsg: Connection reset by
# peer" (the server checks for a waiting client, then exits: a loaded
# machine can run a client between the two).  The cases start a Wine
# program every few seconds from two processes, so they meet that window;
# a server started with -p never exits on its own, and the cleanup stops
# it and the programs it kept.  Without Wine or MinGW it prints
# CUDNN_STRICT_SKIP.
if(NOT WINE OR NOT WINEBOOT)
  message(STATUS "CUDNN_STRICT_SKIP: wine or wineboot not found (Debian: apt-get install wine64 gcc-mingw-w64-x86-64)")
  return()
endif()
# Runs the command after <log> with its input empty and its output in the
# file <log> (what it leaves running may hold the file, never a pipe this
# script waits on), and stops with <what> and the log when it fails.
function(_wine_start what log)
  execute_process(COMMAND ${ARGN} INPUT_FILE /dev/null OUTPUT_FILE "${log}" ERROR_FILE "${log}"
    RESULT_VARIABLE _rc TIMEOUT 120)
  if(NOT _rc EQUAL 0)
    file(READ "${log}" _log)
    message(FATAL_ERROR "${what} failed (${_rc}): ${_log}")
  endif()
endfunction()

set(_env "${CMAKE_COMMAND}" -E env "WINEPREFIX=${PREFIX}" WINEDEBUG=-all)
if(ACTION STREQUAL "stop")
  if(NOT WINESERVER)
    message(STATUS "CUDNN_STRICT_SKIP: wineserver not found: no server was started")
    return()
  endif()
  # -k ends the prefix's server and its programs, and fails when none runs:
  # the server started by "start" must have lasted the whole suite.
  execute_process(COMMAND ${_env} "${WINESERVER}" -k RESULT_VARIABLE _rc TIMEOUT 60)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "no wineserver ran for ${PREFIX} at the end of the windows cases "
      "(wineserver -k: ${_rc}): the persistent server started by windows.wine_prefix_start ended early")
  endif()
  message(STATUS "wineserver of ${PREFIX} stopped")
  return()
endif()
if(EXISTS "${PREFIX}/system.reg")
  message(STATUS "Wine prefix ${PREFIX} exists")
else()
  file(MAKE_DIRECTORY "${PREFIX}")
  string(TIMESTAMP _start "%s")
  execute_process(COMMAND ${_env} "${WINEBOOT}" --init
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out TIMEOUT 300)
  string(TIMESTAMP _end "%s")
  math(EXPR _seconds "${_end} - ${_start}")
  if(NOT _rc EQUAL 0 OR NOT EXISTS "${PREFIX}/system.reg")
    message(FATAL_ERROR "wineboot --init in ${PREFIX} failed (${_rc}): ${_out}")
  endif()
  message(STATUS "Wine prefix ${PREFIX} made in ${_seconds} s")
endif()
if(WINESERVER)
  # A server of an earlier, interrupted run may still hold the prefix, and
  # wineboot's own is not persistent: end either, wait for it, then start
  # the suite's.
  execute_process(COMMAND ${_env} "${WINESERVER}" -k OUTPUT_QUIET ERROR_QUIET TIMEOUT 60)
  execute_process(COMMAND ${_env} "${WINESERVER}" -w TIMEOUT 120)
  _wine_start("wineserver -p for ${PREFIX}" "${PREFIX}-server.log" ${_env} "${WINESERVER}" -p)
  # Under a persistent server Wine's system programs (services.exe,
  # winedevice.exe, rpcss.exe...) outlive the program that started them,
  # with its standard output and error: started by a case, they would hold
  # that case's pipe, and its execute_process would wait for them until its
  # timeout.  Started here, they hold the log file.
  _wine_start("starting Wine's system programs in ${PREFIX}" "${PREFIX}-system.log"
    ${_env} "${WINE}" cmd /c exit)
  message(STATUS "wineserver of ${PREFIX} started, persistent, with Wine's system programs")
endif()
