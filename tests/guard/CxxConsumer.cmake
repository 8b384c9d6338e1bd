# A project that enables only C++: the guard is compiled as C++ (it is
# valid C++ too), and the generated headers and the API work from C++,
# with warnings as errors.
enable_language(CXX)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
string(APPEND CMAKE_CXX_FLAGS " -Wall -Wextra -Werror -pedantic")
add_executable(consumer "${GUARD_PROGRAMS}/consumer.cpp")
target_link_libraries(consumer PRIVATE CuDNNStrict::cudnn CuDNNStrict::guard)
