# A re-configure with nothing changed replays the findings of the first
# one without reading the module's helpers, with the same results and
# targets (see -check.cmake).
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict 9.19 REQUIRED COMPONENTS graph)
foreach(_name IN ITEMS FOUND graph_FOUND VERSION VERSION_CODE VERSION_HEADER INCLUDE_DIRS LIBRARIES
    RUNTIME_LIBRARY LIBRARY_VERSION LIBRARY_CHECK LIBRARY_CHECK_REASON SUBLIBRARIES GPU_CHECK
    CONFIG_HEADER)
  message(STATUS "RESULT ${_name}=${CuDNNStrict_${_name}}")
endforeach()
foreach(_target IN ITEMS CuDNNStrict::cudnn CuDNNStrict::cudnn_graph CuDNNStrict::cudnn_all
    CuDNNStrict::guard_link CuDNNStrict_guard)
  foreach(_property IN ITEMS TYPE IMPORTED_LOCATION INTERFACE_INCLUDE_DIRECTORIES
      INTERFACE_LINK_LIBRARIES INTERFACE_LINK_OPTIONS INCLUDE_DIRECTORIES SOURCES)
    get_property(_value TARGET ${_target} PROPERTY ${_property})
    message(STATUS "TARGET ${_target} ${_property}=${_value}")
  endforeach()
endforeach()
# The guard links as it does after a first configure.
file(WRITE "${CMAKE_BINARY_DIR}/app.c" "int main(void) { return 0; }\n")
add_executable(app "${CMAKE_BINARY_DIR}/app.c")
target_link_libraries(app PRIVATE CuDNNStrict::cudnn)
cudnn_strict_add_guard(app)
