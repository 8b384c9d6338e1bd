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
 *                          FAKE_CUDART_KEPLER: 3.7 (Kepler, a K80)
 *                          FAKE_CUDART_AMPERE_86: 8.6 (an RTX 30 series)
 *                          FAKE_CUDART_STUB: the toolkit's stub libcuda.so
 *                            was loaded (cudaErrorStubLibrary)
 *                          FAKE_CUDART_NOT_READY: an NVSwitch system without
 *                            its fabric manager (cudaErrorSystemNotReady)
 *                          FAKE_CUDART_DRIVER_MISMATCH: driver libraries and
 *                            kernel module differ (an upgrade without a
 *                            reboot: cudaErrorSystemDriverMismatch)
 *                          FAKE_CUDART_EXCLUSIVE_HELD: GPU 0 is in
 *                            EXCLUSIVE_PROCESS mode and another process
 *                            holds it (cudaErrorDevicesUnavailable)
 *                          FAKE_CUDART_PROHIBITED: GPU 0 is in PROHIBITED
 *                            compute mode
 *                          FAKE_CUDART_NO_CONTEXT_MEMORY: GPU 0 has no
 *                            memory left for a context
 *                          FAKE_CUDART_TIGHT_MEMORY: allocations of 64 KiB
 *                            or more fail (cuDNN workspaces), smaller ones
 *                            (the check's tensors) work
 *                          FAKE_CUDART_OLD_DISPLAY_GPU: GPU 1 is a Kepler
 *                            (3.0) display GPU beside a 9.0 one
 *                          FAKE_CUDART_PTX_TOO_NEW: the GPUs are there, but
 *                            every synchronisation reports that the driver
 *                            could not compile a kernel's PTX
 *                            (cudaErrorUnsupportedPtxVersion)
 *                          FAKE_CUDART_COMPAT_NOT_SUPPORTED: the CUDA
 *                            forward-compatibility driver was loaded on a
 *                            GPU it does not run on
 *                            (cudaErrorCompatNotSupportedOnDevice)
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
#define FAKE_CUDART_KEPLER 7
#define FAKE_CUDART_STUB 8
#define FAKE_CUDART_NOT_READY 9
#define FAKE_CUDART_DRIVER_MISMATCH 10
#define FAKE_CUDART_EXCLUSIVE_HELD 11
#define FAKE_CUDART_PROHIBITED 12
#define FAKE_CUDART_NO_CONTEXT_MEMORY 13
#define FAKE_CUDART_TIGHT_MEMORY 14
#define FAKE_CUDART_OLD_DISPLAY_GPU 15
#define FAKE_CUDART_AMPERE_86 16
#define FAKE_CUDART_PTX_TOO_NEW 17
#define FAKE_CUDART_COMPAT_NOT_SUPPORTED 18
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
static int fake_current = 0; /* cudaSetDevice's physical GPU */

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
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_STUB)
    return cudaErrorStubLibrary;
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_NOT_READY)
    return cudaErrorSystemNotReady;
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_DRIVER_MISMATCH)
    return cudaErrorSystemDriverMismatch;
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_COMPAT_NOT_SUPPORTED)
    return cudaErrorCompatNotSupportedOnDevice;
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

/* The compute capability the behaviour gives physical GPU `index`. */
static void fake_capability(int index, int *major, int *minor) {
  const struct fake_gpu *gpu = &fake_gpus[index];
  *major = FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_OLD_GPU     ? 3
           : FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_PASCAL    ? 6
           : FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_KEPLER    ? 3
           : FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_AMPERE_86 ? 8
                                                            : gpu->major;
  *minor = FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_OLD_GPU     ? 0
           : FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_PASCAL    ? 1
           : FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_KEPLER    ? 7
           : FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_AMPERE_86 ? 6
                                                            : gpu->minor;
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_OLD_DISPLAY_GPU && index == 1) {
    *major = 3;
    *minor = 0;
  }
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
  fake_capability(physical[device], &prop->major, &prop->minor);
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_OLD_DISPLAY_GPU &&
      physical[device] == 1)
    strncpy(prop->name, "Fake Display GPU (CPU)", sizeof(prop->name) - 1);
  /* A UUID per GPU, as nvidia-smi -L prints them. */
  memset(prop->uuid.bytes, 0x11 * (physical[device] + 1),
         sizeof(prop->uuid.bytes));
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
  fake_current = physical[device];
  /* CUDA 12 and later create the context here. */
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_EXCLUSIVE_HELD && fake_current == 0)
    return fake_record(cudaErrorDevicesUnavailable);
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_NO_CONTEXT_MEMORY &&
      fake_current == 0)
    return fake_record(cudaErrorMemoryAllocation);
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaDeviceGetAttribute(int *value,
                                               enum cudaDeviceAttr attribute,
                                               int device) {
  int physical[FAKE_GPU_COUNT];
  cudaError_t error = fake_driver_error();
  if (error != cudaSuccess)
    return fake_record(error);
  if (device < 0 || device >= fake_visible(physical))
    return fake_record(cudaErrorInvalidDevice);
  /* The facts cudaGetDeviceProperties gives too, as a runtime answers
     them both ways. */
  if (attribute == cudaDevAttrComputeCapabilityMajor ||
      attribute == cudaDevAttrComputeCapabilityMinor) {
    int major, minor;
    fake_capability(physical[device], &major, &minor);
    *value = attribute == cudaDevAttrComputeCapabilityMajor ? major : minor;
    return cudaSuccess;
  }
  if (attribute == cudaDevAttrPciBusId || attribute == cudaDevAttrPciDeviceId ||
      attribute == cudaDevAttrPciDomainId) {
    *value = attribute == cudaDevAttrPciBusId
                 ? fake_gpus[physical[device]].pci_bus
                 : 0;
    return cudaSuccess;
  }
  if (attribute != cudaDevAttrComputeMode)
    return fake_record(cudaErrorInvalidValue);
  *value =
      FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_EXCLUSIVE_HELD &&
              physical[device] == 0
          ? cudaComputeModeExclusiveProcess
      : FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_PROHIBITED && physical[device] == 0
          ? cudaComputeModeProhibited
          : cudaComputeModeDefault;
  return cudaSuccess;
}

FAKE_EXPORT cudaError_t cudaMalloc(void **pointer, size_t size) {
  cudaError_t error = fake_driver_error();
  *pointer = NULL;
  if (error != cudaSuccess)
    return fake_record(error);
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_TIGHT_MEMORY && size >= 65536)
    return fake_record(cudaErrorMemoryAllocation);
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
  if (FAKE_CUDART_BEHAVIOUR == FAKE_CUDART_PTX_TOO_NEW)
    return fake_record(cudaErrorUnsupportedPtxVersion);
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
     "no kernel image is available for execution on the device"},
    {cudaErrorStubLibrary, "cudaErrorStubLibrary",
     "CUDA driver is a stub library"},
    {cudaErrorSystemNotReady, "cudaErrorSystemNotReady",
     "system not yet initialized"},
    {cudaErrorSystemDriverMismatch, "cudaErrorSystemDriverMismatch",
     "system has unsupported display driver / cuda driver combination"},
    {cudaErrorDevicesUnavailable, "cudaErrorDevicesUnavailable",
     "CUDA-capable device(s) is/are busy or unavailable"},
    {cudaErrorInvalidValue, "cudaErrorInvalidValue", "invalid argument"},
    {cudaErrorUnsupportedPtxVersion, "cudaErrorUnsupportedPtxVersion",
     "the provided PTX was compiled with an unsupported toolchain."},
    {cudaErrorCompatNotSupportedOnDevice, "cudaErrorCompatNotSupportedOnDevice",
     "forward compatibility was attempted on non supported HW"}};

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
