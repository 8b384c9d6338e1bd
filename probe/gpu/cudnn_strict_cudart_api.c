/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_cudart_api.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_probe_config.h"

/* Where no runtime can be had (Windows, a build without it), the check
   reports why instead (cudnn_strict_gpu.c). */
#if CUDNN_STRICT_PROBE_HAVE_CUDART

#include "cudnn_strict_cudart_api.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if CUDNN_STRICT_CUDART_LOADED

CUDNN_STRICT_INTERNAL struct cudnn_strict_cudart_api *
cudnn_strict_cudart(void) {
  static struct cudnn_strict_cudart_api api;
  return &api;
}

/* Every entry point of `lib`, or the name of the first one it lacks. */
static const char *
cudnn_strict_cudart_bind(const struct cudnn_strict_library *lib,
                         struct cudnn_strict_cudart_api *api) {
  void *symbol;
#define CUDNN_STRICT_CUDART_BIND(member, name, result, parameters)             \
  if ((symbol = cudnn_strict_library_symbol(lib, name)) == NULL)               \
    return name;                                                               \
  /* ISO C has no cast from object to function pointer; POSIX guarantees       \
     the representations agree. */                                             \
  memcpy(&api->member, &symbol, sizeof(symbol));
  CUDNN_STRICT_CUDART_FUNCTION_MAP(CUDNN_STRICT_CUDART_BIND)
#undef CUDNN_STRICT_CUDART_BIND
  if ((symbol = cudnn_strict_library_symbol(
           lib, "cudaGetDeviceProperties_v2")) == NULL &&
      (symbol = cudnn_strict_library_symbol(lib, "cudaGetDeviceProperties")) ==
          NULL)
    return "cudaGetDeviceProperties";
  memcpy(&api->get_device_properties, &symbol, sizeof(symbol));
  return NULL;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_cudart_load(int major, char *error,
                                                   size_t size) {
  static const int majors[] = {13, 12, 11};
  struct cudnn_strict_cudart_api *api = cudnn_strict_cudart();
  struct cudnn_strict_library lib;
  char name[64], why[512];
  const char *missing;
  size_t i;
  if (api->library.handle != NULL)
    return 1;
  error[0] = '\0';
  for (i = 0; i < sizeof(majors) / sizeof(majors[0]); ++i) {
    int candidate = major > 0 ? major : majors[i];
    snprintf(name, sizeof(name), "libcudart.so.%d", candidate);
    memset(&lib, 0, sizeof(lib));
    if (!cudnn_strict_library_open(name, &lib, why, sizeof(why))) {
      snprintf(error, size, "%s", why);
    } else if ((missing = cudnn_strict_cudart_bind(&lib, api)) != NULL) {
      snprintf(error, size, "%s has no %s", lib.path, missing);
      cudnn_strict_library_close(&lib);
    } else {
      /* Global, as a linked runtime is: a library that takes the runtime
         from the process, not its own copy, finds this one. */
      (void)dlopen(lib.path, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD);
      api->library = lib;
      return 1;
    }
    if (major > 0)
      break;
  }
  return 0;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_cudart_file(char *out, size_t size) {
  cudnn_strict_copy_text(out, size, cudnn_strict_cudart()->library.path);
}

CUDNN_STRICT_INTERNAL cudaError_t cudnn_strict_cuda_attribute(int *value,
                                                              int attribute,
                                                              int device) {
  return cudnn_strict_cudart()->device_get_attribute(value, attribute, device);
}

/* cudaDeviceProp of any runtime fits: about 1 KiB in CUDA 11 to 13. */
#define CUDNN_STRICT_CUDA_PROPERTIES_SIZE 8192

static cudaError_t cudnn_strict_cuda_properties(void *out, int ordinal) {
  return cudnn_strict_cudart()->get_device_properties(out, ordinal);
}

#else /* the runtime is linked */

CUDNN_STRICT_INTERNAL int cudnn_strict_cudart_load(int major, char *error,
                                                   size_t size) {
  (void)major;
  if (size > 0)
    error[0] = '\0';
  return 1;
}

/* Which libcudart the loader mapped for this process. */
CUDNN_STRICT_INTERNAL void cudnn_strict_cudart_file(char *out, size_t size) {
  cudaError_t (*function)(int *) = cudaRuntimeGetVersion;
  void *address;
  Dl_info info;
  char resolved[CUDNN_STRICT_PATH_SIZE];
  cudnn_strict_copy_text(out, size, "");
  memcpy(&address, &function, sizeof(address));
  if (dladdr(address, &info) == 0 || info.dli_fname == NULL)
    return;
  if (realpath(info.dli_fname, resolved) == NULL)
    cudnn_strict_copy_text(resolved, sizeof(resolved), info.dli_fname);
  cudnn_strict_copy_text(out, size, resolved);
}

CUDNN_STRICT_INTERNAL cudaError_t cudnn_strict_cuda_attribute(int *value,
                                                              int attribute,
                                                              int device) {
  return cudaDeviceGetAttribute(value, (enum cudaDeviceAttr)attribute, device);
}

#define CUDNN_STRICT_CUDA_PROPERTIES_SIZE sizeof(struct cudaDeviceProp)

/* The offsets cudnn_strict_cuda_describe reads, held to this header. */
typedef char cudnn_strict_cuda_uuid_offset
    [offsetof(struct cudaDeviceProp, uuid) == 256 ? 1 : -1];
typedef char cudnn_strict_cuda_memory_offset
    [offsetof(struct cudaDeviceProp, totalGlobalMem) == 288 ? 1 : -1];

static cudaError_t cudnn_strict_cuda_properties(void *out, int ordinal) {
  return cudaGetDeviceProperties((struct cudaDeviceProp *)out, ordinal);
}

#endif /* CUDNN_STRICT_CUDART_LOADED */

/* cudaDeviceProp begins with name[256], uuid (16 bytes), luid[8],
   luidDeviceNodeMask and totalGlobalMem, in every runtime since CUDA 10. */
#define CUDNN_STRICT_CUDA_UUID_OFFSET 256
#define CUDNN_STRICT_CUDA_MEMORY_OFFSET 288

CUDNN_STRICT_INTERNAL cudaError_t
cudnn_strict_cuda_describe(int ordinal, struct cudnn_strict_cuda_device *out) {
  /* Aligned for the size_t it holds. */
  union {
    unsigned char bytes[CUDNN_STRICT_CUDA_PROPERTIES_SIZE];
    size_t align;
  } properties;
  cudaError_t error;
  memset(out, 0, sizeof(*out));
  memset(&properties, 0, sizeof(properties));
  if ((error = cudnn_strict_cuda_properties(properties.bytes, ordinal)) !=
      cudaSuccess)
    return error;
  memcpy(out->name, properties.bytes, sizeof(out->name) - 1);
  memcpy(out->uuid, properties.bytes + CUDNN_STRICT_CUDA_UUID_OFFSET,
         sizeof(out->uuid));
  memcpy(&out->memory, properties.bytes + CUDNN_STRICT_CUDA_MEMORY_OFFSET,
         sizeof(out->memory));
  if ((error = cudnn_strict_cuda_attribute(&out->cc_major,
                                           CUDNN_STRICT_CUDA_ATTRIBUTE_CC_MAJOR,
                                           ordinal)) != cudaSuccess ||
      (error = cudnn_strict_cuda_attribute(&out->cc_minor,
                                           CUDNN_STRICT_CUDA_ATTRIBUTE_CC_MINOR,
                                           ordinal)) != cudaSuccess)
    return error;
  /* Where it is: words only, so a runtime that does not say costs nothing. */
  if (cudnn_strict_cuda_attribute(&out->pci_domain,
                                  CUDNN_STRICT_CUDA_ATTRIBUTE_PCI_DOMAIN,
                                  ordinal) != cudaSuccess ||
      cudnn_strict_cuda_attribute(&out->pci_bus,
                                  CUDNN_STRICT_CUDA_ATTRIBUTE_PCI_BUS,
                                  ordinal) != cudaSuccess ||
      cudnn_strict_cuda_attribute(&out->pci_device,
                                  CUDNN_STRICT_CUDA_ATTRIBUTE_PCI_DEVICE,
                                  ordinal) != cudaSuccess) {
    (void)cudaGetLastError();
    out->pci_domain = out->pci_bus = out->pci_device = 0;
  }
  return cudaSuccess;
}

#endif /* CUDNN_STRICT_PROBE_HAVE_CUDART */
