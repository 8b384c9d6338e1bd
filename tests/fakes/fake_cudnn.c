/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A fake libcudnn for the test suite: it reports the version it was
 * compiled with (FAKE_CUDNN_VERSION_CODE, FAKE_CUDNN_CUDART_VERSION) and
 * can be built without cudnnGetVersion (FAKE_CUDNN_NO_GET_VERSION) to
 * stand for a library that is not a cuDNN.  Test fixture only.
 */
#include <stddef.h>

#ifndef FAKE_CUDNN_VERSION_CODE
#error "define FAKE_CUDNN_VERSION_CODE"
#endif
#ifndef FAKE_CUDNN_CUDART_VERSION
#error "define FAKE_CUDNN_CUDART_VERSION"
#endif

#define FAKE_EXPORT __attribute__((visibility("default")))

#ifndef FAKE_CUDNN_NO_GET_VERSION
FAKE_EXPORT size_t cudnnGetVersion(void) { return FAKE_CUDNN_VERSION_CODE; }
#endif

FAKE_EXPORT size_t cudnnGetCudartVersion(void) {
  return FAKE_CUDNN_CUDART_VERSION;
}
