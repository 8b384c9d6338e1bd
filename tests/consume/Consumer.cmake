# The program every consumption test builds and runs.
add_executable(consumer "${CMAKE_CURRENT_LIST_DIR}/main.c")
target_link_libraries(consumer PRIVATE CuDNNStrict::cudnn)
