/* Distributed under the OSI-approved BSD 3-Clause License. */
/* A fake cuDNN sub-library (libcudnn_cnn and the like): its file name and
   directory matter to the tests, and for the libraries cuDNN has no
   version check for, the release it carries as a real one does (see
   probe/base/cudnn_strict_sublibraries.h).  Test fixture only. */
__attribute__((visibility("default"))) int fake_cudnn_sublibrary(void) {
  return 1;
}

#if defined(FAKE_SUBLIBRARY_MAJOR)
#define FAKE_TEXT(x) #x
#define FAKE_ASSERTION(major, minor, patch)                                    \
  "cudnn_version != (" FAKE_TEXT(major) " * 10000 + " FAKE_TEXT(               \
      minor) " * 100 + " FAKE_TEXT(patch) ")"
/* The engines: cuDNN's assertion text in the read-only data. */
__attribute__((visibility("default"))) const char *
fake_cudnn_sublibrary_assertion(void) {
  return FAKE_ASSERTION(FAKE_SUBLIBRARY_MAJOR, FAKE_SUBLIBRARY_MINOR,
                        FAKE_SUBLIBRARY_PATCH);
}
/* The heuristic: the release's version code where a real one keeps its
   own, the low half of a 64-bit constant whose high half is 5, which only
   a movabs loads. */
__attribute__((visibility("default"))) unsigned long long
fake_cudnn_sublibrary_release(void) {
  return (5ull << 32) | (unsigned long long)(FAKE_SUBLIBRARY_MAJOR * 10000L +
                                             FAKE_SUBLIBRARY_MINOR * 100L +
                                             FAKE_SUBLIBRARY_PATCH);
}
#endif
