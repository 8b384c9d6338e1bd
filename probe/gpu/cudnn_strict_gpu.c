/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The GPU check's device part: the CUDA runtime this process loaded, the
 * NVIDIA driver, and every visible GPU (the runtime applies
 * CUDA_VISIBLE_DEVICES).  A machine without a driver or without a GPU is a
 * skip; a GPU that is there but cannot be used is a failure: a driver older
 * than the runtime, a compute capability outside what this cuDNN supports,
 * cudnnCreate failing, or a convolution failing or computing wrong numbers
 * (cudnn_strict_gpu_conv.c).
 *
 * The CUDA runtime is linked, not loaded with dlopen, so that the library
 * search path picks it as it does for the user's application.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_probe_config.h"

#include "cudnn_strict_gpu.h"
#include "cudnn_strict_gpu_outcome.h"
#include "cudnn_strict_known_bad.h"

#if CUDNN_STRICT_PROBE_HAVE_CUDART
#include <cuda_runtime_api.h>
#endif

/* Set where the build found no NVIDIA driver: the check's code is left
   out, and it reports the skip. */
#ifndef CUDNN_STRICT_PROBE_NO_DRIVER
#define CUDNN_STRICT_PROBE_NO_DRIVER 0
#endif

#include <stdlib.h>

#define CUDNN_STRICT_GPU_NAME(name) #name,

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_gpu_mode_name(enum cudnn_strict_gpu_mode mode) {
  static const char *const names[] = {
      CUDNN_STRICT_GPU_MODE_MAP(CUDNN_STRICT_GPU_NAME)};
  size_t index = (size_t)mode;
  return index < CUDNN_STRICT_GPU_MODE_COUNT ? names[index] : "UNKNOWN";
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_gpu_status_name(enum cudnn_strict_gpu_status status) {
  static const char *const names[] = {
      CUDNN_STRICT_GPU_STATUS_MAP(CUDNN_STRICT_GPU_NAME)};
  size_t index = (size_t)status;
  return index < CUDNN_STRICT_GPU_STATUS_COUNT ? names[index] : "UNKNOWN";
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_gpu_cause_name(enum cudnn_strict_gpu_cause cause) {
  static const char *const names[] = {
      CUDNN_STRICT_GPU_CAUSE_MAP(CUDNN_STRICT_GPU_NAME)};
  size_t index = (size_t)cause;
  return index < CUDNN_STRICT_GPU_CAUSE_COUNT ? names[index] : "UNKNOWN";
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_parse_gpu_mode(const char *text, enum cudnn_strict_gpu_mode *out) {
  size_t index;
  if (text == NULL)
    return 0;
  for (index = 0; index < (size_t)CUDNN_STRICT_GPU_MODE_COUNT; ++index) {
    enum cudnn_strict_gpu_mode mode = (enum cudnn_strict_gpu_mode)index;
    if (cudnn_strict_ascii_iequal(text, cudnn_strict_gpu_mode_name(mode))) {
      *out = mode;
      return 1;
    }
  }
  return 0;
}

/* ---- outcome and report helpers --------------------------------------- */

CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_outcome_init(struct cudnn_strict_gpu_outcome *outcome) {
  memset(outcome, 0, sizeof(*outcome));
  outcome->status = CUDNN_STRICT_GPU_PASSED;
  outcome->site.device = -1;
  outcome->site.algorithm = -1;
}

static void cudnn_strict_gpu_settle(struct cudnn_strict_gpu_outcome *outcome,
                                    enum cudnn_strict_gpu_status status,
                                    enum cudnn_strict_gpu_cause cause,
                                    const char *fix, const char *format,
                                    va_list arguments) {
  if (outcome->status != CUDNN_STRICT_GPU_PASSED)
    return;
  outcome->status = status;
  outcome->cause = cause;
  cudnn_strict_copy_text(outcome->fix, sizeof(outcome->fix), fix);
  vsnprintf(outcome->reason, sizeof(outcome->reason), format, arguments);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_fail(struct cudnn_strict_gpu_outcome *outcome,
                      enum cudnn_strict_gpu_cause cause, const char *fix,
                      const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  cudnn_strict_gpu_settle(outcome, CUDNN_STRICT_GPU_FAILED, cause, fix, format,
                          arguments);
  va_end(arguments);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_skip(struct cudnn_strict_gpu_outcome *outcome,
                      enum cudnn_strict_gpu_cause cause, const char *fix,
                      const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  cudnn_strict_gpu_settle(outcome, CUDNN_STRICT_GPU_SKIPPED, cause, fix, format,
                          arguments);
  va_end(arguments);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_report_at(struct cudnn_strict_writer *w, const char *value,
                           const char *key_format, ...) {
  char key[CUDNN_STRICT_GPU_NAME_SIZE];
  va_list arguments;
  va_start(arguments, key_format);
  vsnprintf(key, sizeof(key), key_format, arguments);
  va_end(arguments);
  cudnn_strict_write_text(w, key, value);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_report_formatted(struct cudnn_strict_writer *w,
                                  const char *key, const char *format, ...) {
  char value[CUDNN_STRICT_GPU_TEXT_SIZE];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(value, sizeof(value), format, arguments);
  va_end(arguments);
  cudnn_strict_write_text(w, key, value);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_status_text(const struct cudnn_strict_gpu_context *context,
                             int status, char *out, size_t size) {
  const char *text = context->api->get_error_string != NULL
                         ? context->api->get_error_string(status)
                         : NULL;
  if (text != NULL && text[0] != '\0')
    cudnn_strict_copy_text(out, size, text);
  else
    snprintf(out, size, "cuDNN status %d", status);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_describe_device(const struct cudnn_strict_gpu_device *d,
                                 char *out, size_t size) {
  snprintf(out, size, "device %d (%s, compute capability %d.%d)", d->ordinal,
           d->name, d->cc_major, d->cc_minor);
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_gpu_cause
cudnn_strict_gpu_status_cause(enum cudnn_strict_status_class status_class) {
#define CUDNN_STRICT_CLASS_CAUSE(name, cause) CUDNN_STRICT_GPU_CAUSE_##cause,
  static const enum cudnn_strict_gpu_cause causes[] = {
      CUDNN_STRICT_STATUS_CLASS_MAP(CUDNN_STRICT_CLASS_CAUSE)};
#undef CUDNN_STRICT_CLASS_CAUSE
  size_t index = (size_t)status_class;
  return index < sizeof(causes) / sizeof(causes[0])
             ? causes[index]
             : CUDNN_STRICT_GPU_CAUSE_CUDNN_ERROR;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_status_fix(enum cudnn_strict_status_class status_class,
                            const struct cudnn_strict_gpu_device *d, char *out,
                            size_t size) {
  switch (status_class) {
  case CUDNN_STRICT_CLASS_ARCH_MISMATCH:
    snprintf(out, size,
             "install a cuDNN build with kernels for compute capability "
             "%d.%d (a cuDNN release that supports this GPU, built for the "
             "installed CUDA major)",
             d->cc_major, d->cc_minor);
    break;
  case CUDNN_STRICT_CLASS_EXECUTION_FAILED:
    snprintf(out, size,
             "the GPU could not run cuDNN's kernel: check the NVIDIA driver "
             "(nvidia-smi, Xid errors in the kernel log), update it, or use a "
             "cuDNN release that supports this GPU");
    break;
  case CUDNN_STRICT_CLASS_NOT_INITIALIZED:
    snprintf(out, size,
             "the NVIDIA driver, the CUDA runtime and cuDNN do not work "
             "together on this GPU: update the driver and use a cuDNN built "
             "for the installed CUDA major");
    break;
  default:
    snprintf(out, size,
             "check the NVIDIA driver, the CUDA runtime and cuDNN against "
             "NVIDIA's cuDNN support matrix; a status about a missing "
             "prerequisite or sub-library means an incomplete install: "
             "reinstall cuDNN with its dependencies");
  }
}

static void
cudnn_strict_gpu_report_outcome(struct cudnn_strict_writer *w,
                                const struct cudnn_strict_gpu_outcome *o) {
  const struct cudnn_strict_gpu_failure_site *site = &o->site;
  if (site->device >= 0) {
    cudnn_strict_write_long(w, "gpu.failure.device", site->device);
    cudnn_strict_write_text(w, "gpu.failure.device_name", site->device_name);
  }
  if (site->operation[0] != '\0') {
    cudnn_strict_write_text(w, "gpu.failure.operation", site->operation);
    cudnn_strict_write_text(w, "gpu.failure.data_type", site->data_type);
  }
  if (site->algorithm >= 0) {
    cudnn_strict_write_long(w, "gpu.failure.algorithm", site->algorithm);
    cudnn_strict_write_text(w, "gpu.failure.algorithm_name",
                            site->algorithm_name);
  }
  if (site->cudnn_status[0] != '\0')
    cudnn_strict_write_text(w, "gpu.failure.cudnn_status", site->cudnn_status);
  if (site->max_error[0] != '\0') {
    cudnn_strict_write_text(w, "gpu.failure.max_error", site->max_error);
    cudnn_strict_write_text(w, "gpu.failure.tolerance", site->tolerance);
  }
  cudnn_strict_write_text(w, "gpu.status",
                          cudnn_strict_gpu_status_name(o->status));
  cudnn_strict_write_text(w, "gpu.cause",
                          cudnn_strict_gpu_cause_name(o->cause));
  cudnn_strict_write_text(w, "gpu.reason", o->reason);
  if (o->fix[0] != '\0')
    cudnn_strict_write_text(w, "gpu.fix", o->fix);
}

#if CUDNN_STRICT_PROBE_HAVE_CUDART

/* ---- the CUDA runtime and the driver ----------------------------------- */

/* The oldest GPU each CUDA major still builds for; cuDNN for that major
   supports no older one.  0: unknown, nothing is checked. */
static int cudnn_strict_min_device_version(long cudnn_cudart_code) {
  struct cudnn_strict_version cudart;
  if (!cudnn_strict_decode_cudart(cudnn_cudart_code, &cudart))
    return 0;
  if (cudart.major >= 13)
    return 750;
  if (cudart.major == 12)
    return 500;
  if (cudart.major == 11)
    return 350;
  return 0;
}

static void cudnn_strict_report_cuda_version(struct cudnn_strict_writer *w,
                                             const char *prefix, int code) {
  char key[CUDNN_STRICT_GPU_WORD_SIZE];
  struct cudnn_strict_version version;
  snprintf(key, sizeof(key), "%s_code", prefix);
  cudnn_strict_write_long(w, key, code);
  if (cudnn_strict_decode_cudart(code, &version)) {
    snprintf(key, sizeof(key), "%s_version", prefix);
    cudnn_strict_gpu_report_formatted(w, key, "%d.%d", version.major,
                                      version.minor);
  }
}

static void cudnn_strict_cuda_version_text(int code, char *out, size_t size) {
  struct cudnn_strict_version version;
  if (cudnn_strict_decode_cudart(code, &version))
    snprintf(out, size, "%d.%d", version.major, version.minor);
  else
    snprintf(out, size, "%d", code);
}

/* Which libcudart the loader mapped for this process, and why there. */
static void cudnn_strict_report_cudart_file(struct cudnn_strict_writer *w) {
  cudaError_t (*function)(int *) = cudaRuntimeGetVersion;
  void *address;
  Dl_info info;
  char resolved[PATH_MAX], directory[CUDNN_STRICT_PATH_SIZE];
  memcpy(&address, &function, sizeof(address));
  if (dladdr(address, &info) == 0 || info.dli_fname == NULL)
    return;
  if (realpath(info.dli_fname, resolved) == NULL)
    cudnn_strict_copy_text(resolved, sizeof(resolved), info.dli_fname);
  cudnn_strict_write_text(w, "cudart.file", resolved);
  cudnn_strict_dirname(resolved, directory, sizeof(directory));
  cudnn_strict_write_text(
      w, "cudart.found_by",
      cudnn_strict_path_list_contains(getenv("LD_LIBRARY_PATH"), directory)
          ? "LD_LIBRARY_PATH"
          : "loader-search");
}

struct cudnn_strict_gpu_runtime {
  struct cudnn_strict_writer *writer;
  int runtime_code;
  int driver_code;
  int max_device_version; /* major*100 + minor*10, 0 when unknown */
  int min_device_version;
  int cudnn_major;
  long cudnn_code; /* for the known-bad table */
  long cudnn_cudart_code;
  struct cudnn_strict_cudnn_api api;
};

static void cudnn_strict_fail_cuda_call(struct cudnn_strict_gpu_outcome *o,
                                        const char *call, cudaError_t error) {
  cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_CUDA_ERROR,
                        "check the NVIDIA driver installation (nvidia-smi) and "
                        "the kernel log",
                        "%s fails with %s (%s)", call, cudaGetErrorName(error),
                        cudaGetErrorString(error));
}

/* How many GPUs can be used; 0 with the outcome settled when none. */
static int cudnn_strict_count_devices(const struct cudnn_strict_gpu_runtime *rt,
                                      struct cudnn_strict_gpu_outcome *o) {
  int count = 0;
  char driver[16], runtime[16], fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  const char *visible = getenv("CUDA_VISIBLE_DEVICES");
  cudaError_t error = cudaGetDeviceCount(&count);
  cudnn_strict_cuda_version_text(rt->driver_code, driver, sizeof(driver));
  cudnn_strict_cuda_version_text(rt->runtime_code, runtime, sizeof(runtime));
  if (error == cudaErrorInsufficientDriver) {
    snprintf(fix, sizeof(fix),
             "install an NVIDIA driver for CUDA %s or newer, or build with "
             "the CUDA toolkit (and a cuDNN for the CUDA major) that the "
             "driver supports",
             runtime);
    cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_DRIVER_TOO_OLD, fix,
                          "the NVIDIA driver supports CUDA up to %s, older "
                          "than the CUDA runtime %s: cudaGetDeviceCount fails "
                          "with %s (%s)",
                          driver, runtime, cudaGetErrorName(error),
                          cudaGetErrorString(error));
    return 0;
  }
  if (error == cudaErrorNoDevice || (error == cudaSuccess && count == 0)) {
    cudnn_strict_gpu_skip(
        o, CUDNN_STRICT_GPU_CAUSE_NO_DEVICE,
        "run on a machine whose GPU the driver sees (nvidia-smi; in a "
        "container, pass the GPU in; check CUDA_VISIBLE_DEVICES)",
        "the NVIDIA driver (CUDA %s) sees no CUDA device%s%s%s", driver,
        visible != NULL ? " (CUDA_VISIBLE_DEVICES=" : "",
        visible != NULL ? visible : "", visible != NULL ? ")" : "");
    return 0;
  }
  if (error != cudaSuccess) {
    cudnn_strict_fail_cuda_call(o, "cudaGetDeviceCount", error);
    return 0;
  }
  return count;
}

/* ---- one device ------------------------------------------------------- */

/* Names the device in the failure site, unless an earlier failure did. */
static void cudnn_strict_note_device(struct cudnn_strict_gpu_outcome *o,
                                     const struct cudnn_strict_gpu_device *d) {
  if (o->status != CUDNN_STRICT_GPU_PASSED)
    return;
  o->site.device = d->ordinal;
  cudnn_strict_copy_text(o->site.device_name, sizeof(o->site.device_name),
                         d->name);
}

/* A compute capability outside [min, max] of this cuDNN fails before any
   convolution: cuDNN would run PTX it was not tested with, or nothing. */
static int
cudnn_strict_device_in_range(const struct cudnn_strict_gpu_runtime *rt,
                             const struct cudnn_strict_gpu_device *d,
                             struct cudnn_strict_gpu_outcome *o) {
  int version = d->cc_major * 100 + d->cc_minor * 10;
  char fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  if (rt->max_device_version > 0 && version > rt->max_device_version) {
    snprintf(fix, sizeof(fix),
             "use a cuDNN release that supports compute capability %d.%d "
             "(see NVIDIA's cuDNN support matrix)",
             d->cc_major, d->cc_minor);
    cudnn_strict_note_device(o, d);
    cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_DEVICE_TOO_NEW, fix,
                          "device %d (%s) has compute capability %d.%d, above "
                          "%d.%d, the newest this cuDNN supports",
                          d->ordinal, d->name, d->cc_major, d->cc_minor,
                          rt->max_device_version / 100,
                          rt->max_device_version / 10 % 10);
    return 0;
  }
  if (rt->min_device_version > 0 && version < rt->min_device_version) {
    snprintf(fix, sizeof(fix),
             "use a GPU of compute capability %d.%d or newer, or a CUDA "
             "toolkit and cuDNN of an older CUDA major that still support "
             "compute capability %d.%d",
             rt->min_device_version / 100, rt->min_device_version / 10 % 10,
             d->cc_major, d->cc_minor);
    cudnn_strict_note_device(o, d);
    cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_DEVICE_TOO_OLD, fix,
                          "device %d (%s) has compute capability %d.%d, below "
                          "%d.%d, the oldest this cuDNN's CUDA major supports",
                          d->ordinal, d->name, d->cc_major, d->cc_minor,
                          rt->min_device_version / 100,
                          rt->min_device_version / 10 % 10);
    return 0;
  }
  return 1;
}

/* The known-bad table's entries for this GPU's architecture: a release
   documented to compute wrong results or fail there. */
static int
cudnn_strict_device_not_known_bad(const struct cudnn_strict_gpu_runtime *rt,
                                  const struct cudnn_strict_gpu_device *d,
                                  struct cudnn_strict_gpu_outcome *o) {
  const struct cudnn_strict_known_bad *e = cudnn_strict_known_bad_entry(
      cudnn_strict_known_bad_find(rt->cudnn_code, rt->cudnn_cudart_code,
                                  d->cc_major * 10 + d->cc_minor));
  if (e == NULL)
    return 1;
  cudnn_strict_note_device(o, d);
  cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_KNOWN_BAD, e->fix,
                        "device %d (%s, compute capability %d.%d) runs a cuDNN "
                        "release known to break there: %s (%s)",
                        d->ordinal, d->name, d->cc_major, d->cc_minor,
                        e->problem, e->source);
  return 0;
}

static void cudnn_strict_report_gpu(struct cudnn_strict_writer *w,
                                    const struct cudnn_strict_gpu_device *d,
                                    const struct cudaDeviceProp *properties) {
  char key[CUDNN_STRICT_GPU_WORD_SIZE];
  cudnn_strict_gpu_report_at(w, d->name, "gpu.%d.name", d->ordinal);
  snprintf(key, sizeof(key), "gpu.%d.cc", d->ordinal);
  cudnn_strict_gpu_report_formatted(w, key, "%d.%d", d->cc_major, d->cc_minor);
  snprintf(key, sizeof(key), "gpu.%d.pci", d->ordinal);
  cudnn_strict_gpu_report_formatted(
      w, key, "%04x:%02x:%02x.0", (unsigned)properties->pciDomainID,
      (unsigned)properties->pciBusID, (unsigned)properties->pciDeviceID);
  snprintf(key, sizeof(key), "gpu.%d.memory_mib", d->ordinal);
  cudnn_strict_write_long(w, key, (long)(properties->totalGlobalMem >> 20));
}

static int cudnn_strict_describe_gpu(struct cudnn_strict_writer *w, int ordinal,
                                     struct cudnn_strict_gpu_device *d,
                                     struct cudnn_strict_gpu_outcome *o) {
  struct cudaDeviceProp properties;
  cudaError_t error;
  memset(&properties, 0, sizeof(properties));
  error = cudaGetDeviceProperties(&properties, ordinal);
  if (error != cudaSuccess) {
    cudnn_strict_fail_cuda_call(o, "cudaGetDeviceProperties", error);
    return 0;
  }
  d->ordinal = ordinal;
  cudnn_strict_copy_text(d->name, sizeof(d->name), properties.name);
  d->cc_major = properties.major;
  d->cc_minor = properties.minor;
  cudnn_strict_report_gpu(w, d, &properties);
  return 1;
}

/* cudnnCreate with a GPU present must work: CUDNN_STATUS_NOT_INITIALIZED
   there means driver, runtime and cuDNN do not fit together. */
static int
cudnn_strict_create_handle(struct cudnn_strict_gpu_context *context) {
  char status_text[CUDNN_STRICT_GPU_WORD_SIZE], fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  char device[CUDNN_STRICT_GPU_TEXT_SIZE / 2];
  int status = context->api->create(&context->handle);
  enum cudnn_strict_status_class status_class;
  if (status == CUDNN_STRICT_CUDNN_SUCCESS)
    return 1;
  context->handle = NULL;
  ++context->failures;
  status_class = cudnn_strict_cudnn_status_class(context->cudnn_major, status);
  cudnn_strict_gpu_status_text(context, status, status_text,
                               sizeof(status_text));
  cudnn_strict_gpu_describe_device(&context->device, device, sizeof(device));
  /* Whatever cudnnCreate says, with a GPU present it means cuDNN cannot
     start on it. */
  cudnn_strict_gpu_status_fix(status_class == CUDNN_STRICT_CLASS_ARCH_MISMATCH
                                  ? status_class
                                  : CUDNN_STRICT_CLASS_NOT_INITIALIZED,
                              &context->device, fix, sizeof(fix));
  if (context->outcome->status == CUDNN_STRICT_GPU_PASSED)
    cudnn_strict_copy_text(context->outcome->site.cudnn_status,
                           sizeof(context->outcome->site.cudnn_status),
                           status_text);
  cudnn_strict_note_device(context->outcome, &context->device);
  cudnn_strict_gpu_fail(context->outcome,
                        status_class == CUDNN_STRICT_CLASS_ARCH_MISMATCH
                            ? CUDNN_STRICT_GPU_CAUSE_ARCH_MISMATCH
                            : CUDNN_STRICT_GPU_CAUSE_CUDNN_NOT_INITIALIZED,
                        fix, "%s: cudnnCreate fails with %s", device,
                        status_text);
  return 0;
}

/* Checks one GPU; returns 1 when it passed. */
static int cudnn_strict_check_device(struct cudnn_strict_gpu_runtime *rt,
                                     int ordinal,
                                     struct cudnn_strict_gpu_outcome *o,
                                     struct cudnn_strict_gpu_device *device,
                                     int *convolutions) {
  struct cudnn_strict_gpu_context context;
  struct cudnn_strict_writer *w = rt->writer;
  cudaError_t error;
  int passed = 0;
  memset(&context, 0, sizeof(context));
  context.writer = w;
  context.api = &rt->api;
  context.cudnn_major = rt->cudnn_major;
  context.outcome = o;
  if (!cudnn_strict_describe_gpu(w, ordinal, &context.device, o))
    return 0;
  *device = context.device;
  if (!cudnn_strict_device_in_range(rt, &context.device, o) ||
      !cudnn_strict_device_not_known_bad(rt, &context.device, o))
    return 0;
  if ((error = cudaSetDevice(ordinal)) != cudaSuccess) {
    cudnn_strict_fail_cuda_call(o, "cudaSetDevice", error);
    return 0;
  }
  if (cudnn_strict_create_handle(&context)) {
    passed = cudnn_strict_gpu_check_convolutions(&context);
    context.api->destroy(context.handle);
  }
  *convolutions += context.convolutions_passed;
  return passed;
}

/* ---- the whole check -------------------------------------------------- */

static int
cudnn_strict_max_device_version(const struct cudnn_strict_cudnn_api *api) {
  if (api->get_max_device_version != NULL)
    return (int)api->get_max_device_version();
#ifdef CUDNN_MAX_DEVICE_VERSION
  return (int)(CUDNN_MAX_DEVICE_VERSION);
#else
  return 0;
#endif
}

static void cudnn_strict_report_device_version(struct cudnn_strict_writer *w,
                                               const char *key, int version) {
  if (version > 0)
    cudnn_strict_gpu_report_formatted(w, key, "%d.%d", version / 100,
                                      version / 10 % 10);
}

/* The runtime, the driver and cuDNN's limits.  Returns 0 with the outcome
   settled when there is nothing to run on. */
static int cudnn_strict_gpu_prepare(const struct cudnn_strict_gpu_request *r,
                                    struct cudnn_strict_gpu_runtime *rt,
                                    struct cudnn_strict_gpu_outcome *o) {
  struct cudnn_strict_writer *w = r->writer;
  const char *missing;
  cudaError_t error;
  rt->writer = w;
  cudnn_strict_report_cudart_file(w);
  if ((error = cudaRuntimeGetVersion(&rt->runtime_code)) != cudaSuccess) {
    cudnn_strict_fail_cuda_call(o, "cudaRuntimeGetVersion", error);
    return 0;
  }
  cudnn_strict_report_cuda_version(w, "gpu.runtime", rt->runtime_code);
  if ((error = cudaDriverGetVersion(&rt->driver_code)) != cudaSuccess) {
    cudnn_strict_fail_cuda_call(o, "cudaDriverGetVersion", error);
    return 0;
  }
  cudnn_strict_report_cuda_version(w, "gpu.driver", rt->driver_code);
  if (rt->driver_code == 0) {
    cudnn_strict_gpu_skip(o, CUDNN_STRICT_GPU_CAUSE_NO_DRIVER,
                          "install the NVIDIA driver, or configure on a "
                          "machine with an NVIDIA GPU",
                          "no NVIDIA driver is installed (cudaDriverGetVersion "
                          "reports 0)");
    return 0;
  }
  if ((missing = cudnn_strict_cudnn_api_load(r->cudnn, &rt->api)) != NULL) {
    cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_MISSING_SYMBOL,
                          "reinstall cuDNN: the library is incomplete",
                          "the cuDNN library %s has no %s", r->cudnn->path,
                          missing);
    return 0;
  }
  rt->cudnn_major = r->cudnn_version.major;
  rt->cudnn_code = cudnn_strict_encode(r->cudnn_version);
  rt->cudnn_cudart_code = r->cudnn_cudart_code;
  rt->max_device_version = cudnn_strict_max_device_version(&rt->api);
  rt->min_device_version =
      cudnn_strict_min_device_version(r->cudnn_cudart_code);
  cudnn_strict_report_device_version(w, "gpu.max_device_version",
                                     rt->max_device_version);
  cudnn_strict_report_device_version(w, "gpu.min_device_version",
                                     rt->min_device_version);
  return 1;
}

static void cudnn_strict_gpu_run(const struct cudnn_strict_gpu_request *r,
                                 struct cudnn_strict_gpu_outcome *o) {
  struct cudnn_strict_gpu_runtime rt;
  struct cudnn_strict_writer *w = r->writer;
  const char *visible = getenv("CUDA_VISIBLE_DEVICES");
  char devices[CUDNN_STRICT_GPU_TEXT_SIZE / 2] = "";
  int count, ordinal, convolutions = 0;
  memset(&rt, 0, sizeof(rt));
  if (!cudnn_strict_gpu_prepare(r, &rt, o))
    return;
  if (visible != NULL)
    cudnn_strict_write_text(w, "gpu.visible_devices", visible);
  count = cudnn_strict_count_devices(&rt, o);
  cudnn_strict_write_long(w, "gpu.device_count", count);
  for (ordinal = 0; ordinal < count; ++ordinal) {
    struct cudnn_strict_gpu_device device;
    size_t used = strlen(devices);
    int passed;
    memset(&device, 0, sizeof(device));
    passed = cudnn_strict_check_device(&rt, ordinal, o, &device, &convolutions);
    cudnn_strict_gpu_report_at(
        w,
        cudnn_strict_gpu_status_name(passed ? CUDNN_STRICT_GPU_PASSED
                                            : CUDNN_STRICT_GPU_FAILED),
        "gpu.%d.status", ordinal);
    snprintf(devices + used, sizeof(devices) - used, "%s%s %d.%d",
             ordinal > 0 ? ", " : "", device.name, device.cc_major,
             device.cc_minor);
  }
  if (count > 0 && o->status == CUDNN_STRICT_GPU_PASSED) {
    o->cause = CUDNN_STRICT_GPU_CAUSE_NONE;
    snprintf(o->reason, sizeof(o->reason),
             "%d cuDNN convolutions on %d device%s (%s) match the CPU "
             "reference",
             convolutions, count, count > 1 ? "s" : "", devices);
  }
}

#endif /* CUDNN_STRICT_PROBE_HAVE_CUDART */

CUDNN_STRICT_INTERNAL enum cudnn_strict_gpu_status
cudnn_strict_gpu_check(const struct cudnn_strict_gpu_request *request) {
  struct cudnn_strict_gpu_outcome outcome;
  struct cudnn_strict_writer *w = request->writer;
  cudnn_strict_gpu_outcome_init(&outcome);
  cudnn_strict_write_text(w, "gpu.mode",
                          cudnn_strict_gpu_mode_name(request->mode));
  if (request->mode == CUDNN_STRICT_GPU_OFF) {
    cudnn_strict_gpu_skip(&outcome, CUDNN_STRICT_GPU_CAUSE_OFF, NULL,
                          "the GPU check is off (--gpu-check off)");
  } else if (request->cudnn == NULL) {
    cudnn_strict_gpu_skip(&outcome, CUDNN_STRICT_GPU_CAUSE_AGREEMENT, NULL,
                          "the cuDNN library did not pass the version check");
  } else {
#if CUDNN_STRICT_PROBE_HAVE_CUDART
    cudnn_strict_gpu_run(request, &outcome);
#elif CUDNN_STRICT_PROBE_NO_DRIVER
    cudnn_strict_gpu_skip(&outcome, CUDNN_STRICT_GPU_CAUSE_NO_DRIVER,
                          "install the NVIDIA driver, or configure on a "
                          "machine with an NVIDIA GPU",
                          "no NVIDIA driver is installed (no "
                          "/proc/driver/nvidia/version, no /dev/nvidia* or "
                          "/dev/dxg device)");
#else
    cudnn_strict_gpu_skip(&outcome, CUDNN_STRICT_GPU_CAUSE_NO_CUDART,
                          "install the CUDA toolkit, or point CUDAToolkit_ROOT "
                          "at it",
                          "the probe was built without the CUDA runtime (no "
                          "CUDA toolkit was found)");
#endif
  }
  cudnn_strict_gpu_report_outcome(w, &outcome);
  return outcome.status;
}
