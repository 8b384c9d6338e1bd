# Toolchain file for building for 64-bit Arm Linux (Jetson, Grace, SBSA
# servers) on an x86_64 Debian or Ubuntu host:
#
#   apt-get install gcc-aarch64-linux-gnu g++-aarch64-linux-gnu qemu-user
#   cmake -S . -B build-aarch64 --toolchain aarch64-linux-gnu.cmake \
#     -DCMAKE_FIND_ROOT_PATH=/path/to/target/root
#
# CMAKE_FIND_ROOT_PATH (or CMAKE_SYSROOT) names the directory that holds
# the target's files: a copy of a Jetson's root file system, or a
# directory where the aarch64 cuDNN and CUDA runtime were unpacked.

set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)

set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)

# Programs (compilers, code generators) come from the host; headers and
# libraries only from the target's root, so that a host cuDNN or CUDA
# runtime never ends up in an aarch64 build.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Lets configure-time checks (the CuDNNStrict probe among them) run target
# programs on the host.  qemu finds the target's C library under -L.
# -DCMAKE_CROSSCOMPILING_EMULATOR= on the command line turns it off.
if(NOT DEFINED CMAKE_CROSSCOMPILING_EMULATOR)
  find_program(QEMU_AARCH64 qemu-aarch64)
  if(QEMU_AARCH64)
    set(CMAKE_CROSSCOMPILING_EMULATOR "${QEMU_AARCH64};-L;/usr/aarch64-linux-gnu")
  endif()
endif()
