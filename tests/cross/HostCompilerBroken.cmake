# Cross-compiling without an emulator, the build machine's C compiler set
# to one that compiles nothing: the header cannot be read, and the error
# names the option that chose the compiler.
cross_case_use(cudnn_9_19 cudart_13_0)
unset(CMAKE_CROSSCOMPILING_EMULATOR)
set(CUDNN_STRICT_HOST_C_COMPILER /bin/false)
find_package(CuDNNStrict REQUIRED)
