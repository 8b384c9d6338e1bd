# A cuDNN DLL that ends the process while the probe asks its version, as
# cuDNN 8 does for a zlibwapi.dll it cannot locate: the probe does not
# finish under Wine, and the configure's fix is Windows's (DLLs where
# Windows looks), not the aarch64 emulator's (libz.so.1, dpkg, qemu).
windows_case_use(cu12_9_1)
windows_make_fake_cudnn("${CMAKE_BINARY_DIR}/fake")
windows_make_dll("${CMAKE_BINARY_DIR}/fake/bin/cudnn64_9.dll" SOURCE [=[
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
__declspec(dllexport) size_t cudnnGetVersion(void) {
  fputs("Could not locate zlibwapi.dll. Please make sure it is in your library path!\n", stderr);
  exit(9);
}
__declspec(dllexport) size_t cudnnGetCudartVersion(void) { return 12040; }
]=])
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/fake")
find_package(CuDNNStrict REQUIRED)
