/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A fake libcudart for the test suite: the part of the CUDA runtime API the
 * probe calls, with "device" memory that is host memory, so that the fake
 * libcudnn (fake_cudnn.c) can compute on the CPU.  It is compiled against
 * the toolkit's cuda_runtime_api.h and carries the real SONAME and symbol
 * version, so a probe linked against the real runtime runs against it when
 * LD_LIBRARY_PATH points at it.  Test fixture only.
 *
 *   FAKE_CUDART_BEHAVIOUR  FAKE_CUDART_CORRECT (default): a driver as new as
 *                            the runtime and two GPUs, "Fake GPU 0" (9.0) and
 *                            "Fake GPU 1" (7.5)
 *                          FAKE_CUDART_NO_DEVICE: a driver that sees no GPU
 *                          FAKE_CUDART_NO_DRIVER: no driver at all (version 0)
 *                          FAKE_CUDART_OLD_DRIVER: a driver one CUDA major
 *                            behind the runtime
 *                          FAKE_CUDART_NO_KERNEL_IMAGE: the GPUs are there,
 *                            but every synchronisation reports that a kernel
 *                            had no image for them
 *                          FAKE_CUDART_OLD_GPU: the GPUs have compute
 *                            capability 3.0, older than any supported one
 *                          FAKE_CUDART_PASCAL: the GPUs have compute
 *                            capability 6.1 (Pascal)
 *
 * CUDA_VISIBLE_DEVICES selects and orders the GPUs as the real runtime does:
 * a comma-separated list of indices that ends at the first entry that is
 * not a valid, unused index ("-1" hides them all).
 */
#include <cuda_runtime_api.h>
#include <stdlib.h>
#include <string.h>

#define FAKE_CUDART_CORRECT 0
#define FAKE_CUDART_NO_DEVICE 1
#define FAKE_CUDART_NO_DRIVER 2
#define FAKE_CUDART_OLD_DRIVER 3
#define FAKE_CUDART_NO_KERNEL_IMAGE 4
#define FAKE_CUDART_OLD_GPU 5
#define FAKE_CUDART_PASCAL 6
#ifndef FAKE_CUDART_BEHAVIOUR
#define FAKE_CUDART_BEHAVIOUR FAKE_CUDART_CORRECT
#endif

#define FAKE_EXPORT __attribute__((visibility("default")))

struct fake_gpu {
  const char *name;
  int major, minor;
  int pci_bus;
};

static const struct fake_gpu fake_gpus[] = {{"Fake GPU 0 (CPU)", 9, 0, 0x17},
                                            {"Fake GPU 1 (CPU)", 7, 5, 0x65}};
#define FAKE_GPU_COUNT ((int)(sizeof(fake_gpus) / sizeof(fake_gpus[0])))

static cudaError_t fake_last_error = cudaSuccess;

/* fake_cudnn.c looks this up to know device memory is host memory. */
FAKE_EXPORT int fakeCudartDeviceMemoryIsHostMemory = 1;

static cudaError_t fake_record(cudaError_t error) {
  if (error != cudaSuccess)
    fake_last_error = error;
  return error;
}

/* Maps visible ordinals to fake GPUs; returns how many are visible. */
static int fake_visible(int *physical) {
  const char *list = getenv("CUDA_VISIBLE_DEVICES");
  int count = 0, i;
  if (list == NULL) {
    for (i = 0; i < FAKE_GPU_COUNT; ++i)
      physical[count++] = i;
    return count;
  }
  while (*list != '\0' && count < FAKE_GPU_COUNT) {
    char *end;
    long index = strtol(list, &end, 10);
    int used = 0;
    if (end == list || (*end != ',' && *end != '\0') || index < 0 ||
        index >= FAKE_GPU_COUNT)
      break;
    for (i = 0; i < count; ++i)
      used |= physical[i] == index;
    if (used)
      break;
    physical[count++] = (int)index;
    list = *end == ',' ? end + 1 : end;
  }
  return count;
}

/* What stops the runtime before it reaches a GPU, or cudaSuccess. */
static cudaError_t fake_driver_error(void) {
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_NO_DRIVER ||
      FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_OLD_DRIVER)
    return cudaErrorInsufficientDriver;
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_NO_DEVICE)
    return cudaErrorNoDevice;
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaRuntimeGetVersion(int *version) {
  *version = CUDART_VERSION;
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaDriverGetVersion(int *version) {
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_NO_DRIVER)
    *version = 0;
  else if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_OLD_DRIVER)
    *version = (CUDART_VERSION / 1000 - 1) * 1000 + 20;
  else
    *version = CUDART_VERSION;
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaGetDeviceCount(int *count) {
  int physical[FAKE_GPU_COUNT];
  cudaError_t error = fake_driver_error();
  *count = 0;
  if (error != cudaSuccess)
    return fake_record(error);
  *count = fake_visible(physical);
  return *count > 0 ? cudaSuccess : fake_record(cudaErrorNoDevice);
}

FAKE_EXPORT cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop,
                                                int device) {
  int physical[FAKE_GPU_COUNT];
  const struct fake_gpu *gpu;
  cudaError_t error = fake_driver_error();
  if (error != cudaSuccess)
    return fake_record(error);
  if (device < 0 || device >= fake_visible(physical))
    return fake_record(cudaErrorInvalidDevice);
  gpu = &fake_gpus[physical[device]];
  memset(prop, 0, sizeof(*prop));
  strncpy(prop->name, gpu->name, sizeof(prop->name) - 1);
  prop->major = FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_OLD_GPU  ? 3
                : FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_PASCAL ? 6
                                                              : gpu->major;
  prop->minor = FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_OLD_GPU  ? 0
                : FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_PASCAL ? 1
                                                              : gpu->minor;
  prop->pciBusID = gpu->pci_bus;
  prop->totalGlobalMem = (size_t)16 << 30;
  prop->multiProcessorCount = 1;
  prop->warpSize = 32;
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaSetDevice(int device) {
  int physical[FAKE_GPU_COUNT];
  cudaError_t error = fake_driver_error();
  if (error != cudaSuccess)
    return fake_record(error);
  if (device < 0 || device >= fake_visible(physical))
    return fake_record(cudaErrorInvalidDevice);
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaMalloc(void **pointer, size_t size) {
  cudaError_t error = fake_driver_error();
  *pointer = NULL;
  if (error != cudaSuccess)
    return fake_record(error);
  *pointer = malloc(size > 0 ? size : 1);
  if (*pointer == NULL)
    return fake_record(cudaErrorMemoryAllocation);
  /* All ones: NaN in every float format, so reading memory nobody wrote
     shows. */
  memset(*pointer, 0xff, size);
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaFree(void *pointer) {
  free(pointer);
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaMemcpy(void *dst, const void *src, size_t count,
                                   enum cudaMemcpyKind kind) {
  (void)kind;
  memcpy(dst, src, count);
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaDeviceSynchronize(void) {
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_NO_KERNEL_IMAGE)
    return fake_record(cudaErrorNoKernelImageForDevice);
  return fake_record(fake_driver_error());
}

FAKE_EXPORT cudaError_t cudaGetLastError(void) {
  cudaError_t error = fake_last_error;
  fake_last_error = cudaSuccess;
  return error;
}

struct fake_error_text {
  cudaError_t error;
  const char *name;
  const char *text;
};

static const struct fake_error_text fake_errors[] = {
    {cudaSuccess, "cudaSuccess", "no error"},
    {cudaErrorMemoryAllocation, "cudaErrorMemoryAllocation", "out of memory"},
    {cudaErrorInsufficientDriver, "cudaErrorInsufficientDriver",
     "CUDA driver version is insufficient for CUDA runtime version"},
    {cudaErrorNoDevice, "cudaErrorNoDevice",
     "no CUDA-capable device is detected"},
    {cudaErrorInvalidDevice, "cudaErrorInvalidDevice",
     "invalid device ordinal"},
    {cudaErrorNoKernelImageForDevice, "cudaErrorNoKernelImageForDevice",
     "no kernel image is available for execution on the device"}};

static const struct fake_error_text *fake_error_text(cudaError_t error) {
  size_t i;
  for (i = 0; i < sizeof(fake_errors) / sizeof(fake_errors[0]); ++i)
    if (fake_errors[i].error == error)
      return &fake_errors[i];
  return NULL;
}

FAKE_EXPORT const char *cudaGetErrorName(cudaError_t error) {
  const struct fake_error_text *entry = fake_error_text(error);
  return entry != NULL ? entry->name : "cudaErrorUnknown";
}

FAKE_EXPORT const char *cudaGetErrorString(cudaError_t error) {
  const struct fake_error_text *entry = fake_error_text(error);
  return entry != NULL ? entry->text : "unknown error";
}
