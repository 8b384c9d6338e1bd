# Distributed under the OSI-approved BSD 3-Clause License.
#
# Toolchain of the windows suite: Debian's MinGW-w64 cross compiler, and
# Wine as CMAKE_CROSSCOMPILING_EMULATOR (its prefix in the test build tree,
# WINDOWS_WINE_PREFIX, made by the windows.wine_prefix_start fixture).  The
# try_compile projects read this file again without those variables: they
# only compile.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
# Libraries and headers of the target only: the build machine's CUDA is
# for Linux.
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
# BOTH: the cases' cuDNN wheels sit in the build tree, outside MinGW's
# root, and the module's search honours these modes as find_library does.
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
if(WINDOWS_WINE_PREFIX)
  set(CMAKE_CROSSCOMPILING_EMULATOR
    "${CMAKE_COMMAND};-E;env;WINEPREFIX=${WINDOWS_WINE_PREFIX};WINEDEBUG=-all;${WINDOWS_WINE}")
endif()
