# A build for a system NVIDIA ships no cuDNN for stops at once, naming the
# supported ones, rather than reporting a missing libcudnn.so.
set(CMAKE_SYSTEM_NAME Darwin)
find_package(CuDNNStrict)
