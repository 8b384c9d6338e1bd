/* Distributed under the OSI-approved BSD 3-Clause License. */
/* Fake static libraries of the CUDA toolkit that cuDNN's archives need
   (libcublasLt_static.a and the others), one archive per FAKE_NEED_*,
   defining what fake_static.c calls by the real names.  Test fixture
   only. */
#include <stddef.h>

#if defined(FAKE_NEED_cublasLt_static)
size_t cublasLtGetVersion(void) { return 130000; }
#elif defined(FAKE_NEED_cublas_static)
size_t cublasGetCudartVersion(void) { return 13000; }
#elif defined(FAKE_NEED_culibos)
int fake_culibos(void) { return 0; }
#elif defined(FAKE_NEED_cudart_static)
int cudaRuntimeGetVersion(int *version) {
  *version = 13000;
  return 0;
}
#elif defined(FAKE_NEED_nvrtc_static)
int fake_nvrtc_builtins(void);
int nvrtcVersion(int *major, int *minor) {
  *major = 13;
  *minor = fake_nvrtc_builtins();
  return 0;
}
#elif defined(FAKE_NEED_nvrtc_builtins_static)
int fake_nvrtc_builtins(void) { return 0; }
#elif defined(FAKE_NEED_nvptxcompiler_static)
int nvPTXCompilerGetVersion(unsigned *major, unsigned *minor) {
  *major = 13;
  *minor = 0;
  return 0;
}
#endif
