# A re-configure replays the kept findings from one reading of their
# lines, not from a search of the whole text per value: the probe
# report's reader (Report.cmake) runs no command (see -check.cmake).  The
# root's path holds '"' and '$', which every found path, target
# property and the summary carry through the record (CMake turns a '\'
# of a path into '/').
set(_root "${CMAKE_BINARY_DIR}/root \"q\" \${x}")
file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${_root}")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_root}")
find_package(CuDNNStrict 9.19 REQUIRED)
get_property(_location TARGET CuDNNStrict::cudnn PROPERTY IMPORTED_LOCATION)
message(STATUS "RESULT FOUND=${CuDNNStrict_FOUND} HEADER=${CuDNNStrict_VERSION_HEADER} LOCATION=${_location}")
