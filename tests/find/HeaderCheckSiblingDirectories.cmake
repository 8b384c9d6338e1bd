# Two sibling directories each find another cuDNN (9.1.0 and 9.19.0) and
# build a program against it: each program's header check is its own
# directory's judgement, so both build (-check.cmake).
foreach(_pair IN ITEMS "first|v9_1_0" "second|v9_19_0")
  string(REPLACE "|" ";" _pair "${_pair}")
  list(GET _pair 0 _name)
  list(GET _pair 1 _fake)
  file(WRITE "${CMAKE_BINARY_DIR}/${_name}-source/CMakeLists.txt" "
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT \"\${FAKE_${_fake}_ROOT}\")
find_package(CuDNNStrict REQUIRED)
file(WRITE \"\${CMAKE_CURRENT_BINARY_DIR}/program.c\"
  \"#include <stdio.h>\\n#include <cudnn_version.h>\\nint main(void) { printf(\\\"%d\\\\n\\\", CUDNN_VERSION); return 0; }\\n\")
add_executable(${_name} \"\${CMAKE_CURRENT_BINARY_DIR}/program.c\")
target_link_libraries(${_name} PRIVATE CuDNNStrict::cudnn)
")
  add_subdirectory("${CMAKE_BINARY_DIR}/${_name}-source" "${_name}")
endforeach()
