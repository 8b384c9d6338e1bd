# cuDNN 9.28.1 without the two sub-libraries it added (a copy made from an
# older file list): no table in the package knows their names, the release
# does, and the configure names both.
release_case_use(cu13_newest)
release_make_directory("${CMAKE_BINARY_DIR}/partial" cu13_newest "" "" "ext;engines_tensor_ir")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/partial")
find_package(CuDNNStrict REQUIRED)
