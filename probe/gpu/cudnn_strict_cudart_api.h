/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The CUDA runtime as the GPU check sees it.
 *
 * cudnn-strict-probe is a doctor for machines whose CUDA may be missing or
 * broken: it must start there, and build where no CUDA toolkit is.  It is
 * built with CUDNN_STRICT_CUDART_LOADED, which declares here the few entry
 * points and constants of the runtime the check calls (their values are
 * the runtime's ABI, the same from CUDA 11 to 13) and loads
 * libcudart.so.<major> at run time, by name, through the loader's search
 * (LD_LIBRARY_PATH first), as the application it stands in for would.  The
 * CUDA names then stand for the loaded entry points, so the check's code
 * reads the same either way.
 *
 * The configure programs the CMake module builds link the runtime its
 * search chose (a cross build's target runtime included) and take the
 * runtime's own header instead.
 *
 * The device's facts are read the same way in both: its name, UUID and
 * memory from the three first members of cudaDeviceProp (laid out alike
 * since CUDA 10; later members moved in CUDA 13), everything else through
 * cudaDeviceGetAttribute.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_CUDART_API_H
#define CUDNN_STRICT_CUDART_API_H

#include "cudnn_strict_internal.h"

#include <stddef.h>

#include "cudnn_strict_loader.h"

#ifndef CUDNN_STRICT_CUDART_LOADED
#define CUDNN_STRICT_CUDART_LOADED 0
#endif

#if !CUDNN_STRICT_CUDART_LOADED
#include <cuda_runtime_api.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

#if CUDNN_STRICT_CUDART_LOADED

typedef int cudaError_t;

/* driver_types.h's values. */
enum cudnn_strict_cudart_constant {
  cudaSuccess = 0,
  cudaErrorMemoryAllocation = 2,
  cudaErrorStubLibrary = 34,
  cudaErrorInsufficientDriver = 35,
  cudaErrorDevicesUnavailable = 46,
  cudaErrorNoDevice = 100,
  cudaErrorNoKernelImageForDevice = 209,
  cudaErrorUnsupportedPtxVersion = 222,
  cudaErrorSystemNotReady = 802,
  cudaErrorSystemDriverMismatch = 803,
  cudaErrorCompatNotSupportedOnDevice = 804,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaComputeModeDefault = 0,
  cudaComputeModeExclusive = 1,
  cudaComputeModeProhibited = 2,
  cudaComputeModeExclusiveProcess = 3
};

/* XX(member, symbol, return type, parameters): what the check calls. */
#define CUDNN_STRICT_CUDART_FUNCTION_MAP(XX)                                   \
  XX(runtime_get_version, "cudaRuntimeGetVersion", cudaError_t, (int *))       \
  XX(driver_get_version, "cudaDriverGetVersion", cudaError_t, (int *))         \
  XX(get_device_count, "cudaGetDeviceCount", cudaError_t, (int *))             \
  XX(device_get_attribute, "cudaDeviceGetAttribute", cudaError_t,              \
     (int *, int, int))                                                        \
  XX(set_device, "cudaSetDevice", cudaError_t, (int))                          \
  XX(malloc, "cudaMalloc", cudaError_t, (void **, size_t))                     \
  XX(free, "cudaFree", cudaError_t, (void *))                                  \
  XX(memcpy, "cudaMemcpy", cudaError_t, (void *, const void *, size_t, int))   \
  XX(device_synchronize, "cudaDeviceSynchronize", cudaError_t, (void))         \
  XX(get_last_error, "cudaGetLastError", cudaError_t, (void))                  \
  XX(get_error_name, "cudaGetErrorName", const char *, (cudaError_t))          \
  XX(get_error_string, "cudaGetErrorString", const char *, (cudaError_t))

struct cudnn_strict_cudart_api {
#define CUDNN_STRICT_CUDART_MEMBER(member, symbol, result, parameters)         \
  result(*member) parameters;
  CUDNN_STRICT_CUDART_FUNCTION_MAP(CUDNN_STRICT_CUDART_MEMBER)
#undef CUDNN_STRICT_CUDART_MEMBER
  /* CUDA 12's header names cudaGetDeviceProperties_v2, 11's and 13's
     cudaGetDeviceProperties: whichever the library has. */
  cudaError_t (*get_device_properties)(void *, int);
  struct cudnn_strict_library library;
};

/* The loaded runtime: one per process, as a linked one would be. */
CUDNN_STRICT_INTERNAL struct cudnn_strict_cudart_api *cudnn_strict_cudart(void);

#define cudaRuntimeGetVersion (cudnn_strict_cudart()->runtime_get_version)
#define cudaDriverGetVersion (cudnn_strict_cudart()->driver_get_version)
#define cudaGetDeviceCount (cudnn_strict_cudart()->get_device_count)
#define cudaSetDevice (cudnn_strict_cudart()->set_device)
#define cudaMalloc (cudnn_strict_cudart()->malloc)
#define cudaFree (cudnn_strict_cudart()->free)
#define cudaMemcpy (cudnn_strict_cudart()->memcpy)
#define cudaDeviceSynchronize (cudnn_strict_cudart()->device_synchronize)
#define cudaGetLastError (cudnn_strict_cudart()->get_last_error)
#define cudaGetErrorName (cudnn_strict_cudart()->get_error_name)
#define cudaGetErrorString (cudnn_strict_cudart()->get_error_string)

#endif /* CUDNN_STRICT_CUDART_LOADED */

/* cudaDeviceAttr values. */
#define CUDNN_STRICT_CUDA_ATTRIBUTE_COMPUTE_MODE 20
#define CUDNN_STRICT_CUDA_ATTRIBUTE_PCI_BUS 33
#define CUDNN_STRICT_CUDA_ATTRIBUTE_PCI_DEVICE 34
#define CUDNN_STRICT_CUDA_ATTRIBUTE_PCI_DOMAIN 50
#define CUDNN_STRICT_CUDA_ATTRIBUTE_CC_MAJOR 75
#define CUDNN_STRICT_CUDA_ATTRIBUTE_CC_MINOR 76

/* What the check reads of a device. */
struct cudnn_strict_cuda_device {
  char name[256];
  unsigned char uuid[16];
  size_t memory; /* bytes */
  int cc_major, cc_minor;
  int pci_domain, pci_bus, pci_device;
};

/* Loads libcudart.so.<major> (each of 13, 12 and 11 for 0) unless a
   runtime is loaded already; where it is linked, does nothing.  Returns 0
   with what the loader said in `error`. */
CUDNN_STRICT_INTERNAL int cudnn_strict_cudart_load(int major, char *error,
                                                   size_t size);

/* The file of the runtime this process calls (real path), "" if unknown. */
CUDNN_STRICT_INTERNAL void cudnn_strict_cudart_file(char *out, size_t size);

CUDNN_STRICT_INTERNAL cudaError_t cudnn_strict_cuda_attribute(int *value,
                                                              int attribute,
                                                              int device);

/* The device's facts, or the error of the call that failed. */
CUDNN_STRICT_INTERNAL cudaError_t
cudnn_strict_cuda_describe(int ordinal, struct cudnn_strict_cuda_device *out);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_CUDART_API_H */
