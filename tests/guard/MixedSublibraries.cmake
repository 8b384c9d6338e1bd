# libcudnn from one directory, libcudnn_cnn from another (a stray copy first
# in LD_LIBRARY_PATH): the guard names both.
enable_language(C)
guard_case_use_fake(v9_19_0)
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
# The program loads libcudnn_cnn at start-up, as one that calls it does.
target_link_options(app PRIVATE LINKER:--no-as-needed)
target_link_libraries(app PRIVATE CuDNNStrict::cudnn_cnn)
