# Distributed under the OSI-approved BSD 3-Clause License.
#
# The windows suite (label "windows"): projects cross-compiled with
# MinGW-w64 and run under Wine, against real win_amd64 cuDNN wheels from
# PyPI (downloaded once into the build tree, apart from the Linux ones).
# Every case may use each release through WINDOWS_RELEASE_<id>_ROOT (the
# wheel's nvidia/cudnn directory) and Wine through WINDOWS_WINE and
# WINDOWS_WINE_PREFIX.

# id | requirements (',' separated, unpacked together as pip installs
# them into one site-packages)
set(_windows_releases
  "cu11_8_9|nvidia-cudnn-cu11==8.9.5.29,nvidia-cublas-cu11==11.11.3.6"
  "cu12_9_1|nvidia-cudnn-cu12==9.1.0.70"
  "cu13_9_12|nvidia-cudnn-cu13==9.12.0.46"
  "cu13_9_20|nvidia-cudnn-cu13==9.20.0.48"
  "cu13_9_28|nvidia-cudnn-cu13==9.28.1.4")
set(_windows_dir "${CMAKE_CURRENT_BINARY_DIR}/windows")
set(_windows_fetch_dir "${CUDNN_STRICT_TEST_FETCH_DIR}/windows")
set(_windows_fetch_fixtures "")
find_program(CUDNN_STRICT_WINE NAMES wine wine64)
find_program(CUDNN_STRICT_WINEBOOT NAMES wineboot)
find_program(CUDNN_STRICT_WINESERVER NAMES wineserver
  PATHS /usr/lib/wine /usr/lib/x86_64-linux-gnu/wine /usr/lib/wine64)
mark_as_advanced(CUDNN_STRICT_WINE CUDNN_STRICT_WINEBOOT CUDNN_STRICT_WINESERVER)
# The prefix and its persistent wineserver: made before the cases, the
# server stopped after them (WinePrefix.cmake says why it persists).
set(_windows_fixtures windows_wine_prefix)
foreach(_action IN ITEMS start stop)
  add_test(NAME windows.wine_prefix_${_action}
    COMMAND ${CMAKE_COMMAND} "-DWINE=${CUDNN_STRICT_WINE}" "-DWINEBOOT=${CUDNN_STRICT_WINEBOOT}"
      "-DWINESERVER=${CUDNN_STRICT_WINESERVER}" "-DPREFIX=${_windows_dir}/wineprefix" -DACTION=${_action}
      -P "${CMAKE_CURRENT_LIST_DIR}/WinePrefix.cmake")
  set_tests_properties(windows.wine_prefix_${_action} PROPERTIES LABELS windows
    SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " TIMEOUT 400)
endforeach()
set_tests_properties(windows.wine_prefix_start PROPERTIES FIXTURES_SETUP windows_wine_prefix)
set_tests_properties(windows.wine_prefix_stop PROPERTIES FIXTURES_CLEANUP windows_wine_prefix)
foreach(_release IN LISTS _windows_releases)
  string(REPLACE "|" ";" _fields "${_release}")
  list(GET _fields 0 _id)
  list(GET _fields 1 _requirement)
  add_test(NAME windows.fetch_${_id}
    COMMAND ${CMAKE_COMMAND} "-DPYTHON=${Python3_EXECUTABLE}" "-DREQUIREMENTS=${_requirement}"
      -DPLATFORM=win_amd64 "-DDOWNLOADS=${CUDNN_STRICT_TEST_DOWNLOAD_DIR}/win_amd64" "-DDEST=${_windows_fetch_dir}/${_id}"
      -P "${CMAKE_CURRENT_LIST_DIR}/../../releases/support/FetchRelease.cmake")
  set_tests_properties(windows.fetch_${_id} PROPERTIES FIXTURES_SETUP windows_release_${_id}
    LABELS windows SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " TIMEOUT 900)
  list(APPEND _windows_fixtures windows_release_${_id})
  list(APPEND _windows_fetch_fixtures windows_release_${_id})
  set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
    "set(WINDOWS_RELEASE_${_id}_ROOT [==[${_windows_fetch_dir}/${_id}/nvidia/cudnn]==])\n")
endforeach()
if(CUDNN_STRICT_WINE)
  set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
    "set(WINDOWS_WINE [==[${CUDNN_STRICT_WINE}]==])\nset(WINDOWS_WINE_PREFIX [==[${_windows_dir}/wineprefix]==])\n")
endif()
cudnn_strict_add_case_suite(windows FIXTURES ${_windows_fixtures})
