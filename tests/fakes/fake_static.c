/* Distributed under the OSI-approved BSD 3-Clause License. */
/* A fake cuDNN static archive (libcudnn_<name>_static.a).  Each archive
   calls the next one, and the last calls back into a member of the first
   that nothing before it needed, so that the archives link only as a
   group, as cuDNN's do.  The first defines cudnnGetVersion and calls what
   cuDNN's archives need (cuBLASLt, NVRTC, the CUDA runtime, zlib), by
   their real names, from archives that follow the group.  The engines
   carry cuDNN's assertion text, as real ones do, and cuDNN 9's first
   archive the name it opens NVRTC by.  Test fixture only. */
#include <stddef.h>

#define FAKE_CAT2(a, b) a##b
#define FAKE_CAT(a, b) FAKE_CAT2(a, b)
#define FAKE_SELF FAKE_CAT(fake_static_, FAKE_STATIC_SELF)

int fake_static_late(void);
#if defined(FAKE_STATIC_NEXT)
int FAKE_CAT(fake_static_, FAKE_STATIC_NEXT)(void);
#endif

int FAKE_SELF(void) {
#if defined(FAKE_STATIC_NEXT)
  return FAKE_CAT(fake_static_, FAKE_STATIC_NEXT)();
#else
  return fake_static_late();
#endif
}

#if defined(FAKE_STATIC_FIRST)
size_t cublasLtGetVersion(void);
int cudaRuntimeGetVersion(int *version);
const char *zlibVersion(void);
#if defined(FAKE_STATIC_NEEDS_NVRTC)
int nvrtcVersion(int *major, int *minor);
int nvPTXCompilerGetVersion(unsigned *major, unsigned *minor);
#else
size_t cublasGetCudartVersion(void);
#endif

/* Never set: the calls below are there to be linked, not run. */
volatile int fake_static_never;

#if defined(FAKE_STATIC_NEEDS_NVRTC)
/* The name cuDNN 9's graph opens NVRTC by, in its read-only data, as the
   real archive's code keeps it for its own dlopen() (its CUDA major is
   cuDNN's). */
const char *fake_static_nvrtc_name(void) { return "libnvrtc.so.%d"; }
#endif

size_t cudnnGetVersion(void) {
  if (fake_static_never) {
    int a = 0, b = 0;
    (void)cublasLtGetVersion();
    (void)cudaRuntimeGetVersion(&a);
    (void)zlibVersion();
#if defined(FAKE_STATIC_NEEDS_NVRTC)
    (void)nvrtcVersion(&a, &b);
    (void)nvPTXCompilerGetVersion((unsigned *)&a, (unsigned *)&b);
#else
    (void)cublasGetCudartVersion();
#endif
    (void)b;
  }
  return FAKE_SELF() == 1 ? (size_t)FAKE_STATIC_CODE : 0;
}
#endif

#if defined(FAKE_SUBLIBRARY_MAJOR)
#define FAKE_TEXT(x) #x
#define FAKE_ASSERTION(major, minor, patch)                                    \
  "cudnn_version != (" FAKE_TEXT(major) " * 10000 + " FAKE_TEXT(               \
      minor) " * 100 + " FAKE_TEXT(patch) ")"
const char *FAKE_CAT(FAKE_SELF, _assertion)(void) {
  return FAKE_ASSERTION(FAKE_SUBLIBRARY_MAJOR, FAKE_SUBLIBRARY_MINOR,
                        FAKE_SUBLIBRARY_PATCH);
}
#endif
