/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The GPU check's device part: the CUDA runtime this process loaded, the
 * NVIDIA driver, and every visible GPU (the runtime applies
 * CUDA_VISIBLE_DEVICES).  A machine without a driver (or with the toolkit's
 * stub in its place) or without a GPU is a skip, and so is a GPU another
 * process holds (exclusive or prohibited compute mode, no memory left).  A
 * GPU that is there but cannot be used is a failure: a driver older than
 * the runtime or not ready, a compute capability this cuDNN does not
 * support, cudnnCreate failing, or a convolution failing or computing wrong
 * numbers (cudnn_strict_gpu_conv.c).  A GPU newer than the newest this cuDNN
 * names runs in forward-compatibility mode where cuDNN has one (9.0 and
 * later, built for CUDA 12 or later).
 *
 * Each GPU is judged on its own.  Under AUTO the check fails only when no
 * GPU passes (a machine may hold an old display GPU beside the compute
 * ones), and says which CUDA_VISIBLE_DEVICES selects the good ones; under
 * REQUIRE any failing GPU fails it.
 *
 * The check runs in a child process, so that cuDNN aborting (a library it
 * could not load), a signal or a hang ends the child, and the probe still
 * says which of those it was.
 *
 * The CUDA runtime is found by the library search path as the user's
 * application finds it: linked into the configure's programs, loaded by
 * name into cudnn-strict-probe (cudnn_strict_cudart_api.h), which must
 * start where there is none.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_probe_config.h"

#include "cudnn_strict_environment.h"
#include "cudnn_strict_gpu.h"
#include "cudnn_strict_gpu_conv.h"
#include "cudnn_strict_gpu_environment.h"
#include "cudnn_strict_gpu_report.h"
#include "cudnn_strict_known_bad.h"

#if CUDNN_STRICT_PROBE_HAVE_CUDART
#include "cudnn_strict_child.h"
#include "cudnn_strict_cudart_api.h"

#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

/* Set where the build found no NVIDIA driver: the check's code is left
   out, and it reports the skip. */
#ifndef CUDNN_STRICT_PROBE_NO_DRIVER
#define CUDNN_STRICT_PROBE_NO_DRIVER 0
#endif

#include <stdlib.h>
#include <time.h>

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
    cudnn_strict_write_text(w, "gpu.failure.bound", site->bound);
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

/* The oldest compute capability each cuDNN release supports, per the CUDA
   major it was built for (NVIDIA's cuDNN support matrix): cuDNN 9 dropped
   Kepler for CUDA 11 too, CUDA 13 dropped everything before Turing. */
#define CUDNN_STRICT_MIN_DEVICE_MAP(XX)                                        \
  /* first cuDNN code, first CUDA major, oldest compute capability */          \
  XX(CUDNN_STRICT_ENCODE(9, 0, 0), 13, 750)                                    \
  XX(CUDNN_STRICT_ENCODE(9, 0, 0), 11, 500)                                    \
  XX(CUDNN_STRICT_ENCODE(8, 0, 0), 12, 500)                                    \
  XX(CUDNN_STRICT_ENCODE(8, 0, 0), 11, 350)                                    \
  XX(CUDNN_STRICT_ENCODE(7, 0, 0), 9, 300)

/* 0: unknown, nothing is checked. */
static int cudnn_strict_min_device_version(long cudnn_code,
                                           long cudnn_cudart_code) {
#define CUDNN_STRICT_MIN_DEVICE_ENTRY(code, cuda, cc) {code, cuda, cc},
  static const struct {
    long cudnn_code;
    int cuda_major, version;
  } table[] = {CUDNN_STRICT_MIN_DEVICE_MAP(CUDNN_STRICT_MIN_DEVICE_ENTRY)};
#undef CUDNN_STRICT_MIN_DEVICE_ENTRY
  struct cudnn_strict_version cudart;
  size_t i;
  if (!cudnn_strict_decode_cudart(cudnn_cudart_code, &cudart))
    return 0;
  for (i = 0; i < sizeof(table) / sizeof(table[0]); ++i)
    if (cudnn_code >= table[i].cudnn_code &&
        cudart.major >= table[i].cuda_major)
      return table[i].version;
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

/* Which libcudart this process calls, and why that one. */
static void cudnn_strict_report_cudart_file(struct cudnn_strict_writer *w) {
  char resolved[CUDNN_STRICT_PATH_SIZE], directory[CUDNN_STRICT_PATH_SIZE];
  cudnn_strict_cudart_file(resolved, sizeof(resolved));
  if (resolved[0] == '\0')
    return;
  cudnn_strict_write_text(w, "cudart.file", resolved);
  cudnn_strict_dirname(resolved, directory, sizeof(directory));
  cudnn_strict_write_text(
      w, "cudart.found_by",
      cudnn_strict_path_list_contains(getenv(CUDNN_STRICT_ENV(LD_LIBRARY_PATH)),
                                      directory)
          ? "LD_LIBRARY_PATH"
          : "loader-search");
}

struct cudnn_strict_gpu_runtime {
  struct cudnn_strict_writer *writer;
  enum cudnn_strict_gpu_mode mode;
  int runtime_code;
  int driver_code;
  int max_device_version; /* major*100 + minor*10, 0 when unknown */
  int min_device_version;
  int cudnn_major;
  long cudnn_code; /* for the known-bad table */
  long cudnn_cudart_code;
  long built_code;
  unsigned long features;
  int self_test;
  double convolution_seconds; /* what the current device's may take */
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

/* Settles the outcome and returns 1 for an error of the table above. */
static int cudnn_strict_driver_error(struct cudnn_strict_gpu_outcome *o,
                                     const char *call, cudaError_t error) {
  struct cudnn_strict_gpu_driver_error facts;
  if (!cudnn_strict_gpu_driver_error_facts((int)error, &facts))
    return 0;
  (facts.skip ? cudnn_strict_gpu_skip : cudnn_strict_gpu_fail)(
      o, facts.cause, facts.fix, "%s fails with %s (%s)%s", call,
      cudaGetErrorName(error), cudaGetErrorString(error), facts.meaning);
  return 1;
}

/* How many GPUs can be used; 0 with the outcome settled when none. */
static int cudnn_strict_count_devices(const struct cudnn_strict_gpu_runtime *rt,
                                      struct cudnn_strict_gpu_outcome *o) {
  int count = 0;
  char driver[16], runtime[16], fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  const char *visible = getenv(CUDNN_STRICT_ENV(CUDA_VISIBLE_DEVICES));
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
    if (!cudnn_strict_driver_error(o, "cudaGetDeviceCount", error))
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

/* cuDNN 9 and later built for CUDA 12 or later run GPUs newer than the
   newest they name in forward-compatibility mode (NVIDIA's "Hardware
   Forward Compatibility"): their kernels are compiled for the new GPU from
   PTX when they are first used. */
static int cudnn_strict_has_forward_compatibility(
    const struct cudnn_strict_gpu_runtime *rt) {
  struct cudnn_strict_version cudart;
  return rt->cudnn_major >= 9 &&
         cudnn_strict_decode_cudart(rt->cudnn_cudart_code, &cudart) &&
         cudart.major >= 12;
}

/* A compute capability outside what this cuDNN supports fails before any
   convolution; a newer one runs in forward-compatibility mode where cuDNN
   has one. */
static int
cudnn_strict_device_in_range(const struct cudnn_strict_gpu_runtime *rt,
                             struct cudnn_strict_gpu_device *d,
                             struct cudnn_strict_gpu_outcome *o) {
  int version = d->cc_major * 100 + d->cc_minor * 10;
  char fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  if (rt->max_device_version > 0 && version > rt->max_device_version) {
    if (cudnn_strict_has_forward_compatibility(rt)) {
      d->forward_compatible = 1;
      return 1;
    }
    snprintf(fix, sizeof(fix),
             "use a cuDNN release that supports compute capability %d.%d, "
             "or cuDNN 9 or later built for CUDA 12 or later, which runs "
             "newer GPUs in forward-compatibility mode (see NVIDIA's cuDNN "
             "support matrix)",
             d->cc_major, d->cc_minor);
    cudnn_strict_note_device(o, d);
    cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_DEVICE_TOO_NEW, fix,
                          "device %d (%s) has compute capability %d.%d, above "
                          "%d.%d, the newest this cuDNN supports, and cuDNN "
                          "%d built for CUDA %ld has no forward compatibility",
                          d->ordinal, d->name, d->cc_major, d->cc_minor,
                          rt->max_device_version / 100,
                          rt->max_device_version / 10 % 10, rt->cudnn_major,
                          rt->cudnn_cudart_code / 1000);
    return 0;
  }
  if (rt->min_device_version > 0 && version < rt->min_device_version) {
    snprintf(fix, sizeof(fix),
             "use a GPU of compute capability %d.%d or newer, or a CUDA "
             "toolkit and cuDNN that still support compute capability %d.%d "
             "(see NVIDIA's cuDNN support matrix)",
             rt->min_device_version / 100, rt->min_device_version / 10 % 10,
             d->cc_major, d->cc_minor);
    cudnn_strict_note_device(o, d);
    cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_DEVICE_TOO_OLD, fix,
                          "device %d (%s) has compute capability %d.%d, below "
                          "%d.%d, the oldest this cuDNN release supports for "
                          "its CUDA major",
                          d->ordinal, d->name, d->cc_major, d->cc_minor,
                          rt->min_device_version / 100,
                          rt->min_device_version / 10 % 10);
    return 0;
  }
  return 1;
}

/* The known-bad table's entries for this GPU's architecture, judged as the
   library check judges the others (what the project declared decides
   between refusing and warning): a refusing one fails the device, warning
   ones are reported as gpu.<d>.known_bad_warning.<i> (each the end of a
   sentence "cuDNN 9.23.1 is a release with a known problem ...").  Entries
   without a GPU range were judged by the library check already. */
static int
cudnn_strict_device_not_known_bad(const struct cudnn_strict_gpu_runtime *rt,
                                  const struct cudnn_strict_gpu_device *d,
                                  struct cudnn_strict_gpu_outcome *o) {
  struct cudnn_strict_known_bad_query q;
  const struct cudnn_strict_known_bad *e;
  char text[CUDNN_STRICT_GPU_TEXT_SIZE], where[CUDNN_STRICT_GPU_NAME_SIZE + 64];
  int effect, warnings = 0;
  size_t i, count;
  memset(&q, 0, sizeof(q));
  q.code = rt->cudnn_code;
  q.cudart_code = rt->cudnn_cudart_code;
  q.built_code = rt->built_code;
  q.cc = d->cc_major * 10 + d->cc_minor;
  q.features = rt->features;
  cudnn_strict_known_bad_table(&count);
  for (i = 0; i < count; ++i) {
    e = cudnn_strict_known_bad_entry((int)i);
    if ((e->cc_first == 0 && e->cc_last == 0) ||
        (effect = cudnn_strict_known_bad_applies(&q, i)) < 0)
      continue;
    if (effect == CUDNN_STRICT_KNOWN_BAD_REFUSE) {
      cudnn_strict_note_device(o, d);
      cudnn_strict_gpu_fail(
          o, CUDNN_STRICT_GPU_CAUSE_KNOWN_BAD,
          cudnn_strict_known_bad_word((int)i, CUDNN_STRICT_KNOWN_BAD_FIX),
          "device %d (%s, compute capability %d.%d) runs a "
          "cuDNN release known to break there: %s (%s)",
          d->ordinal, d->name, d->cc_major, d->cc_minor,
          cudnn_strict_known_bad_word((int)i, CUDNN_STRICT_KNOWN_BAD_PROBLEM),
          cudnn_strict_known_bad_word((int)i, CUDNN_STRICT_KNOWN_BAD_SOURCE));
      return 0;
    }
    snprintf(where, sizeof(where),
             " on device %d (%s, compute capability %d.%d)", d->ordinal,
             d->name, d->cc_major, d->cc_minor);
    cudnn_strict_known_bad_warning_text((int)i, where, text, sizeof(text));
    cudnn_strict_gpu_report_at(rt->writer, text, "gpu.%d.known_bad_warning.%d",
                               d->ordinal, warnings++);
  }
  if (warnings > 0) {
    snprintf(text, sizeof(text), "gpu.%d.known_bad_warning.count", d->ordinal);
    cudnn_strict_write_long(rt->writer, text, warnings);
  }
  return 1;
}

static void cudnn_strict_report_gpu(struct cudnn_strict_writer *w,
                                    const struct cudnn_strict_gpu_device *d,
                                    const struct cudnn_strict_cuda_device *p) {
  char key[CUDNN_STRICT_GPU_WORD_SIZE];
  cudnn_strict_gpu_report_at(w, d->name, "gpu.%d.name", d->ordinal);
  snprintf(key, sizeof(key), "gpu.%d.cc", d->ordinal);
  cudnn_strict_gpu_report_formatted(w, key, "%d.%d", d->cc_major, d->cc_minor);
  snprintf(key, sizeof(key), "gpu.%d.pci", d->ordinal);
  cudnn_strict_gpu_report_formatted(
      w, key, "%04x:%02x:%02x.0", (unsigned)p->pci_domain, (unsigned)p->pci_bus,
      (unsigned)p->pci_device);
  if (strncmp(d->select, "GPU-", 4) == 0)
    cudnn_strict_gpu_report_at(w, d->select, "gpu.%d.uuid", d->ordinal);
  snprintf(key, sizeof(key), "gpu.%d.memory_mib", d->ordinal);
  cudnn_strict_write_long(w, key, (long)(p->memory >> 20));
}

/* What CUDA_VISIBLE_DEVICES calls visible device `ordinal`: its UUID,
   which no reordering changes, else its entry in the current list. */
static void
cudnn_strict_device_selector(const struct cudnn_strict_cuda_device *p,
                             int ordinal, char *out, size_t size) {
  const unsigned char *b = p->uuid;
  const char *visible = getenv(CUDNN_STRICT_ENV(CUDA_VISIBLE_DEVICES));
  int i, any = 0;
  for (i = 0; i < 16; ++i)
    any |= b[i] != 0;
  if (any) {
    snprintf(out, size,
             "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x"
             "%02x%02x",
             b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10],
             b[11], b[12], b[13], b[14], b[15]);
    return;
  }
  snprintf(out, size, "%d", ordinal);
  if (visible != NULL) {
    for (i = 0; i < ordinal && visible != NULL; ++i) {
      visible = strchr(visible, ',');
      visible = visible != NULL ? visible + 1 : NULL;
    }
    if (visible != NULL) {
      size_t length = strcspn(visible, ",");
      if (length > 0 && length < size)
        snprintf(out, size, "%.*s", (int)length, visible);
    }
  }
}

static int cudnn_strict_describe_gpu(struct cudnn_strict_writer *w, int ordinal,
                                     struct cudnn_strict_gpu_device *d,
                                     struct cudnn_strict_gpu_outcome *o) {
  struct cudnn_strict_cuda_device properties;
  cudaError_t error;
  d->ordinal = ordinal;
  snprintf(d->name, sizeof(d->name), "device %d", ordinal);
  snprintf(d->select, sizeof(d->select), "%d", ordinal);
  error = cudnn_strict_cuda_describe(ordinal, &properties);
  if (error != cudaSuccess) {
    cudnn_strict_fail_cuda_call(o, "cudaGetDeviceProperties", error);
    return 0;
  }
  cudnn_strict_copy_text(d->name, sizeof(d->name), properties.name);
  d->cc_major = properties.cc_major;
  d->cc_minor = properties.cc_minor;
  cudnn_strict_device_selector(&properties, ordinal, d->select,
                               sizeof(d->select));
  cudnn_strict_report_gpu(w, d, &properties);
  return 1;
}

/* Makes `ordinal` current and creates its context (cudaFree(0) does where
   cudaSetDevice does not, before CUDA 12).  A GPU another process holds, in
   prohibited mode or without memory for a context is busy: a skip, not a
   broken cuDNN. */
static int cudnn_strict_open_device(const struct cudnn_strict_gpu_device *d,
                                    struct cudnn_strict_gpu_outcome *o) {
  char device[CUDNN_STRICT_GPU_TEXT_SIZE / 2];
  const char *fix = "free the GPU (nvidia-smi lists the processes using it), "
                    "configure while it is idle, or select another one with "
                    "CUDA_VISIBLE_DEVICES";
  int compute_mode = cudaComputeModeDefault;
  cudaError_t error;
  cudnn_strict_gpu_describe_device(d, device, sizeof(device));
  if (cudnn_strict_cuda_attribute(&compute_mode,
                                  CUDNN_STRICT_CUDA_ATTRIBUTE_COMPUTE_MODE,
                                  d->ordinal) != cudaSuccess)
    compute_mode = cudaComputeModeDefault;
  if (compute_mode == cudaComputeModeProhibited) {
    cudnn_strict_gpu_skip(o, CUDNN_STRICT_GPU_CAUSE_DEVICE_BUSY,
                          "let processes use the GPU (nvidia-smi -c DEFAULT) "
                          "or select another one with CUDA_VISIBLE_DEVICES",
                          "%s is in compute mode PROHIBITED: no process may "
                          "use it",
                          device);
    return 0;
  }
  error = cudaSetDevice(d->ordinal);
  if (error == cudaSuccess)
    error = cudaFree(NULL);
  if (error == cudaSuccess)
    return 1;
  (void)cudaGetLastError();
  if (error == cudaErrorDevicesUnavailable ||
      error == cudaErrorMemoryAllocation) {
    cudnn_strict_gpu_skip(
        o, CUDNN_STRICT_GPU_CAUSE_DEVICE_BUSY, fix,
        "%s is busy: creating a context on it fails with %s (%s)%s", device,
        cudaGetErrorName(error), cudaGetErrorString(error),
        compute_mode == cudaComputeModeExclusiveProcess ||
                compute_mode == cudaComputeModeExclusive
            ? "; it is in an exclusive compute mode and another process "
              "holds it"
            : "");
    return 0;
  }
  if (!cudnn_strict_driver_error(o, "cudaSetDevice", error))
    cudnn_strict_fail_cuda_call(o, "cudaSetDevice", error);
  return 0;
}

/* cudnnCreate with a GPU present must work.  Its status says what is in
   the way: a busy GPU is a skip, everything else a failure. */
static int
cudnn_strict_create_handle(struct cudnn_strict_gpu_context *context) {
  char status_text[CUDNN_STRICT_GPU_WORD_SIZE], fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  char device[CUDNN_STRICT_GPU_TEXT_SIZE / 2];
  char last[CUDNN_STRICT_GPU_TEXT_SIZE / 2] = "";
  int status = context->api->create(&context->handle);
  struct cudnn_strict_gpu_outcome *o = context->outcome;
  enum cudnn_strict_status_class status_class;
  if (status == CUDNN_STRICT_CUDNN_SUCCESS)
    return 1;
  context->handle = NULL;
  ++context->failures;
  status_class = cudnn_strict_cudnn_status_class(context->cudnn_major, status);
  cudnn_strict_gpu_status_text(context, status, status_text,
                               sizeof(status_text));
  /* cuDNN 9 says which library or call failed in its last error. */
  if (context->api->get_last_error_string != NULL)
    context->api->get_last_error_string(last, sizeof(last));
  cudnn_strict_gpu_describe_device(&context->device, device, sizeof(device));
  /* Whatever else cudnnCreate says, with a GPU present it means cuDNN
     cannot start on it. */
  if (status_class == CUDNN_STRICT_CLASS_UNSUPPORTED ||
      status_class == CUDNN_STRICT_CLASS_OTHER_ERROR ||
      status_class == CUDNN_STRICT_CLASS_OK)
    status_class = CUDNN_STRICT_CLASS_NOT_INITIALIZED;
  cudnn_strict_gpu_status_fix(status_class, &context->device, fix, sizeof(fix));
  if (o->status == CUDNN_STRICT_GPU_PASSED)
    cudnn_strict_copy_text(o->site.cudnn_status, sizeof(o->site.cudnn_status),
                           status_text);
  cudnn_strict_note_device(o, &context->device);
  if (status_class == CUDNN_STRICT_CLASS_OUT_OF_MEMORY)
    cudnn_strict_gpu_skip(o, CUDNN_STRICT_GPU_CAUSE_DEVICE_BUSY, fix,
                          "%s is busy: cudnnCreate fails with %s%s%s%s", device,
                          status_text, last[0] != '\0' ? " (" : "", last,
                          last[0] != '\0' ? ")" : "");
  else
    cudnn_strict_gpu_fail(o, cudnn_strict_gpu_status_cause(status_class), fix,
                          "%s: cudnnCreate fails with %s%s%s%s", device,
                          status_text, last[0] != '\0' ? " (" : "", last,
                          last[0] != '\0' ? ")" : "");
  return 0;
}

/* Checks one GPU, settling `o` for it alone. */
static void cudnn_strict_check_device(struct cudnn_strict_gpu_runtime *rt,
                                      int ordinal,
                                      struct cudnn_strict_gpu_outcome *o,
                                      struct cudnn_strict_gpu_device *device,
                                      int *convolutions) {
  struct cudnn_strict_gpu_context context;
  struct cudnn_strict_writer *w = rt->writer;
  memset(&context, 0, sizeof(context));
  context.writer = w;
  context.api = &rt->api;
  context.cudnn_major = rt->cudnn_major;
  context.cudnn_code = rt->cudnn_code;
  context.self_test = rt->self_test;
  context.convolution_seconds = rt->convolution_seconds;
  context.outcome = o;
  if (!cudnn_strict_describe_gpu(w, ordinal, &context.device, o)) {
    *device = context.device;
    return;
  }
  if (cudnn_strict_device_in_range(rt, &context.device, o))
    cudnn_strict_gpu_report_at(
        w, context.device.forward_compatible ? "forward-compatible" : "native",
        "gpu.%d.mode", ordinal);
  *device = context.device;
  if (o->status != CUDNN_STRICT_GPU_PASSED ||
      !cudnn_strict_device_not_known_bad(rt, &context.device, o) ||
      !cudnn_strict_open_device(&context.device, o))
    return;
  if (cudnn_strict_create_handle(&context)) {
    /* Every failure inside settles `o`. */
    (void)cudnn_strict_gpu_check_convolutions(&context);
    context.api->destroy(context.handle);
  }
  *convolutions += context.convolutions_passed;
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
  char why[CUDNN_STRICT_PATH_SIZE + 256];
  rt->writer = w;
  rt->mode = r->mode;
  /* The runtime the application runs with: its toolkit's major, else
     cuDNN's own. */
  if (!cudnn_strict_cudart_load(
          (int)((r->built_cudart_code != 0 ? r->built_cudart_code
                                           : r->cudnn_cudart_code) /
                1000),
          why, sizeof(why))) {
    cudnn_strict_gpu_skip(o, CUDNN_STRICT_GPU_CAUSE_NO_CUDART,
                          "install the CUDA runtime the program runs with "
                          "(e.g. the nvidia-cuda-runtime-cu<major> wheel), "
                          "or add its directory to LD_LIBRARY_PATH",
                          "the CUDA runtime cannot be loaded: %s", why);
    return 0;
  }
  cudnn_strict_report_cudart_file(w);
  if ((error = cudaRuntimeGetVersion(&rt->runtime_code)) != cudaSuccess) {
    cudnn_strict_fail_cuda_call(o, "cudaRuntimeGetVersion", error);
    return 0;
  }
  cudnn_strict_report_cuda_version(w, "gpu.runtime", rt->runtime_code);
  if ((error = cudaDriverGetVersion(&rt->driver_code)) != cudaSuccess) {
    if (!cudnn_strict_driver_error(o, "cudaDriverGetVersion", error))
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
  rt->built_code = r->built_code;
  rt->features = r->features;
  rt->self_test = r->self_test;
  rt->max_device_version = cudnn_strict_max_device_version(&rt->api);
  rt->min_device_version =
      cudnn_strict_min_device_version(rt->cudnn_code, r->cudnn_cudart_code);
  cudnn_strict_report_device_version(w, "gpu.max_device_version",
                                     rt->max_device_version);
  cudnn_strict_report_device_version(w, "gpu.min_device_version",
                                     rt->min_device_version);
  return 1;
}

static double cudnn_strict_seconds_since(const struct timespec *start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)(now.tv_sec - start->tv_sec) +
         (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

/* Appends `separator` and `text` to `out`, cut to fit. */
static void cudnn_strict_gpu_append(char *out, size_t size,
                                    const char *separator, const char *text) {
  size_t used = strlen(out);
  if (used > 0 && used < size) {
    cudnn_strict_copy_text(out + used, size - used, separator);
    used = strlen(out);
  }
  if (used < size)
    cudnn_strict_copy_text(out + used, size - used, text);
}

/* The whole check's outcome from each device's: any passing GPU passes
   under AUTO, every GPU must pass under REQUIRE; a failure beats a skip. */
static void
cudnn_strict_gpu_combine(const struct cudnn_strict_gpu_runtime *rt,
                         const struct cudnn_strict_gpu_outcome *each,
                         const struct cudnn_strict_gpu_device *devices,
                         int count, int convolutions,
                         struct cudnn_strict_gpu_outcome *o) {
  char passing[CUDNN_STRICT_GPU_TEXT_SIZE / 2] = "";
  char names[CUDNN_STRICT_GPU_TEXT_SIZE / 2] = "";
  int i, passed = 0, first_failed = -1, first_skipped = -1;
  for (i = 0; i < count; ++i) {
    char name[CUDNN_STRICT_GPU_NAME_SIZE + 64];
    if (each[i].status == CUDNN_STRICT_GPU_PASSED) {
      ++passed;
      cudnn_strict_gpu_append(passing, sizeof(passing), ",", devices[i].select);
      snprintf(name, sizeof(name), "%s %d.%d%s", devices[i].name,
               devices[i].cc_major, devices[i].cc_minor,
               devices[i].forward_compatible ? " forward-compatible" : "");
      cudnn_strict_gpu_append(names, sizeof(names), ", ", name);
    } else if (each[i].status == CUDNN_STRICT_GPU_FAILED && first_failed < 0) {
      first_failed = i;
    } else if (each[i].status == CUDNN_STRICT_GPU_SKIPPED &&
               first_skipped < 0) {
      first_skipped = i;
    }
  }
  if (passed == 0 ||
      (first_failed >= 0 && rt->mode == CUDNN_STRICT_GPU_REQUIRE)) {
    *o = each[first_failed >= 0 ? first_failed : first_skipped];
    if (passed > 0) {
      cudnn_strict_gpu_append(o->fix, sizeof(o->fix), "; ",
                              "or select the GPUs that pass with "
                              "CUDA_VISIBLE_DEVICES=");
      cudnn_strict_gpu_append(o->fix, sizeof(o->fix), "", passing);
    }
    return;
  }
  o->status = CUDNN_STRICT_GPU_PASSED;
  o->cause = CUDNN_STRICT_GPU_CAUSE_NONE;
  snprintf(o->reason, sizeof(o->reason),
           "%d cuDNN convolutions on %d device%s (%s) match the CPU "
           "reference",
           convolutions, passed, passed > 1 ? "s" : "", names);
  if (first_failed >= 0) {
    o->cause = CUDNN_STRICT_GPU_CAUSE_SOME_DEVICES_FAILED;
    o->site = each[first_failed].site;
    cudnn_strict_gpu_append(o->reason, sizeof(o->reason), "; but ",
                            each[first_failed].reason);
    cudnn_strict_gpu_append(o->reason, sizeof(o->reason),
                            "; CUDA_VISIBLE_DEVICES=", passing);
    cudnn_strict_gpu_append(o->reason, sizeof(o->reason), "",
                            " selects the GPUs that pass");
    cudnn_strict_copy_text(o->fix, sizeof(o->fix),
                           "select the GPUs that pass with "
                           "CUDA_VISIBLE_DEVICES=");
    cudnn_strict_gpu_append(o->fix, sizeof(o->fix), "", passing);
    cudnn_strict_gpu_append(o->fix, sizeof(o->fix),
                            "; for the other: ", each[first_failed].fix);
  } else if (first_skipped >= 0) {
    cudnn_strict_gpu_append(o->reason, sizeof(o->reason),
                            "; skipped: ", each[first_skipped].reason);
  }
}

/* The check's time limit (cudnn_strict_gpu_timeout), and the share of it
   the convolutions may take. */
static int cudnn_strict_gpu_timeout(void);
#define CUDNN_STRICT_GPU_CONVOLUTION_SHARE 0.5

static void cudnn_strict_gpu_run(const struct cudnn_strict_gpu_request *r,
                                 struct cudnn_strict_gpu_outcome *o) {
  struct cudnn_strict_gpu_runtime rt;
  struct cudnn_strict_writer *w = r->writer;
  const char *visible = getenv(CUDNN_STRICT_ENV(CUDA_VISIBLE_DEVICES));
  struct cudnn_strict_gpu_outcome *each;
  struct cudnn_strict_gpu_device *devices;
  struct timespec start, device_start;
  char text[CUDNN_STRICT_GPU_WORD_SIZE];
  int count, ordinal, convolutions = 0;
  clock_gettime(CLOCK_MONOTONIC, &start);
  memset(&rt, 0, sizeof(rt));
  if (!cudnn_strict_gpu_prepare(r, &rt, o))
    return;
  if (visible != NULL)
    cudnn_strict_write_text(w, "gpu.visible_devices", visible);
  count = cudnn_strict_count_devices(&rt, o);
  cudnn_strict_write_long(w, "gpu.device_count", count);
  if (count <= 0)
    return;
  each =
      (struct cudnn_strict_gpu_outcome *)calloc((size_t)count, sizeof(*each));
  devices =
      (struct cudnn_strict_gpu_device *)calloc((size_t)count, sizeof(*devices));
  if (each == NULL || devices == NULL) {
    free(each);
    free(devices);
    cudnn_strict_fail_cuda_call(o, "malloc", cudaErrorMemoryAllocation);
    return;
  }
  for (ordinal = 0; ordinal < count; ++ordinal) {
    /* The convolutions get half of the check's time limit, shared out over
       the devices left, so that the check ends on its own with what it
       ran instead of being stopped (cudnn_strict_gpu_conv.h). */
    double left =
        cudnn_strict_gpu_timeout() * CUDNN_STRICT_GPU_CONVOLUTION_SHARE -
        cudnn_strict_seconds_since(&start);
    rt.convolution_seconds = left > 0 ? left / (count - ordinal) : 0.0;
    cudnn_strict_gpu_outcome_init(&each[ordinal]);
    clock_gettime(CLOCK_MONOTONIC, &device_start);
    cudnn_strict_check_device(&rt, ordinal, &each[ordinal], &devices[ordinal],
                              &convolutions);
    cudnn_strict_gpu_report_at(
        w, cudnn_strict_gpu_status_name(each[ordinal].status), "gpu.%d.status",
        ordinal);
    if (each[ordinal].status != CUDNN_STRICT_GPU_PASSED)
      cudnn_strict_gpu_report_at(w, each[ordinal].reason, "gpu.%d.reason",
                                 ordinal);
    snprintf(text, sizeof(text), "%.2f",
             cudnn_strict_seconds_since(&device_start));
    cudnn_strict_gpu_report_at(w, text, "gpu.%d.seconds", ordinal);
  }
  cudnn_strict_gpu_combine(&rt, each, devices, count, convolutions, o);
  free(each);
  free(devices);
  snprintf(text, sizeof(text), "%.2f", cudnn_strict_seconds_since(&start));
  cudnn_strict_write_text(w, "gpu.seconds", text);
}

#endif /* CUDNN_STRICT_PROBE_HAVE_CUDART */

#if CUDNN_STRICT_PROBE_HAVE_CUDART

/* ---- the check in a child process -------------------------------------- */

/* Past this the check hangs; below the configure's own limit on the probe
   (300 s), so that the probe reports it.  CUDNN_STRICT_GPU_CHECK_TIMEOUT
   (seconds) overrides it. */
#define CUDNN_STRICT_GPU_TIMEOUT_SECONDS 200
#define CUDNN_STRICT_GPU_LAST_SIZE 256

/* In the child: a writer that passes each fact on to the report and keeps
   the last one where the parent can read it after a crash. */
struct cudnn_strict_gpu_relay {
  struct cudnn_strict_writer base; /* first: the writer functions get it */
  struct cudnn_strict_writer *report;
  char *last; /* CUDNN_STRICT_GPU_LAST_SIZE bytes shared with the parent */
};

static void cudnn_strict_gpu_relay_text(struct cudnn_strict_writer *w,
                                        const char *key, const char *value) {
  struct cudnn_strict_gpu_relay *relay = (struct cudnn_strict_gpu_relay *)w;
  cudnn_strict_write_text(relay->report, key, value);
  snprintf(relay->last, CUDNN_STRICT_GPU_LAST_SIZE, "%s=%s", key, value);
}

static void cudnn_strict_gpu_relay_end(struct cudnn_strict_writer *w) {
  (void)w;
}

struct cudnn_strict_gpu_child {
  const struct cudnn_strict_gpu_request *request;
  int report_fd; /* the probe's report, which the child writes on too */
  char *last;
};

static void cudnn_strict_gpu_child_main(void *argument, FILE *result) {
  static const struct cudnn_strict_writer_kind relay_kind = {
      cudnn_strict_gpu_relay_text, cudnn_strict_gpu_relay_end};
  const struct cudnn_strict_gpu_child *child =
      (const struct cudnn_strict_gpu_child *)argument;
  struct cudnn_strict_gpu_request request = *child->request;
  struct cudnn_strict_writer report = *request.writer;
  struct cudnn_strict_gpu_relay relay;
  struct cudnn_strict_gpu_outcome outcome;
  report.out = fdopen(child->report_fd, "w");
  if (report.out == NULL)
    return;
  /* Unbuffered: a crash must not lose the facts written before it. */
  setvbuf(report.out, NULL, _IONBF, 0);
  memset(&relay, 0, sizeof(relay));
  relay.base.kind = &relay_kind;
  relay.base.count = report.count;
  relay.report = &report;
  relay.last = child->last;
  request.writer = &relay.base;
  cudnn_strict_gpu_outcome_init(&outcome);
  cudnn_strict_gpu_run(&request, &outcome);
  cudnn_strict_gpu_report_outcome(&relay.base, &outcome);
  fprintf(result, "status=%d\n", (int)outcome.status);
}

/* The line of `output` that names a library the loader could not find
   ("Could not load library libcudnn_cnn_infer.so.8. Error: libnvrtc.so:
   cannot open shared object file: ..."), or NULL. */
static const char *cudnn_strict_gpu_load_failure(const char *output, char *line,
                                                 size_t size) {
  const char *hit = strstr(output, "cannot open shared object file");
  const char *start, *end;
  if (hit == NULL)
    return NULL;
  start = hit;
  while (start > output && start[-1] != '\n')
    --start;
  end = strchr(hit, '\n');
  snprintf(line, size, "%.*s",
           (int)(end != NULL ? (size_t)(end - start) : strlen(start)), start);
  return line;
}

/* What to do after cuDNN or the driver crashed the check's process. */
static const char cudnn_strict_gpu_crash_fix[] =
    "cuDNN or the NVIDIA driver crashed: run cudnn-strict-probe --gpu-check "
    "require to see where, and check the NVIDIA driver (nvidia-smi, Xid "
    "errors in the kernel log)";

/* Settles `o` for a child that did not finish the check. */
static void
cudnn_strict_gpu_child_died(const struct cudnn_strict_gpu_request *r,
                            const struct cudnn_strict_child_run *run,
                            const char *last, int timeout,
                            struct cudnn_strict_gpu_outcome *o) {
  char line[CUDNN_STRICT_GPU_TEXT_SIZE / 2], fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  char how[CUDNN_STRICT_GPU_TEXT_SIZE / 4];
  const char *where = last[0] != '\0' ? last : "none";
  if (run->timed_out)
    snprintf(how, sizeof(how), "did not finish within %d s", timeout);
  else if (run->signal != 0)
    snprintf(how, sizeof(how), "died of signal %d (%s)", run->signal,
             strsignal(run->signal));
  else
    snprintf(how, sizeof(how), "exited without a result");
  if (cudnn_strict_gpu_load_failure(run->output, line, sizeof(line)) != NULL) {
    /* cuDNN 8.7 to 8.9 load libnvrtc for their runtime-compiled kernels
       and abort when it is missing. */
    if (strstr(line, "libnvrtc") != NULL)
      snprintf(fix, sizeof(fix),
               "install the NVRTC library of CUDA %ld (the toolkit's "
               "cuda-nvrtc package, or the nvidia-cuda-nvrtc-cu%ld wheel) "
               "where the loader finds it (LD_LIBRARY_PATH or ldconfig)",
               r->cudnn_cudart_code / 1000, r->cudnn_cudart_code / 1000);
    else
      snprintf(fix, sizeof(fix),
               "install the library the message names, or reinstall cuDNN "
               "with its dependencies; `ldd` on the libcudnn_*.so files "
               "lists what they need");
    cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_CUDNN_INCOMPLETE, fix,
                          "cuDNN could not load a library it needs and the "
                          "GPU check %s: %s",
                          how, line);
    return;
  }
  if (run->timed_out) {
    cudnn_strict_gpu_fail(
        o, CUDNN_STRICT_GPU_CAUSE_TIMED_OUT,
        "check whether the GPU is busy with other work (nvidia-smi) or the "
        "driver hangs (Xid errors in the kernel log); cuDNN compiling "
        "kernels for a new GPU takes long the first time: run "
        "cudnn-strict-probe --gpu-check require to see how long it takes",
        "the GPU check %s (last report line: %s)", how, where);
    return;
  }
  snprintf(fix, sizeof(fix), "%s%s%.300s", cudnn_strict_gpu_crash_fix,
           run->output[0] != '\0' ? "; their output: " : "", run->output);
  cudnn_strict_gpu_fail(o, CUDNN_STRICT_GPU_CAUSE_CRASHED, fix,
                        "the GPU check %s (last report line: %s)", how, where);
}

static int cudnn_strict_gpu_timeout(void) {
  const char *text = getenv(CUDNN_STRICT_ENV(CUDNN_STRICT_GPU_CHECK_TIMEOUT));
  long seconds = text != NULL ? strtol(text, NULL, 10) : 0;
  return seconds > 0 && seconds < 86400 ? (int)seconds
                                        : CUDNN_STRICT_GPU_TIMEOUT_SECONDS;
}

/* Runs the check in a child; settles `o` and returns 1 when it reported
   its own outcome (then `o` holds only its status), 0 when the parent has
   to report it. */
static int cudnn_strict_gpu_run_child(const struct cudnn_strict_gpu_request *r,
                                      struct cudnn_strict_gpu_outcome *o) {
  struct cudnn_strict_child_run *run;
  struct cudnn_strict_gpu_child child;
  int timeout = cudnn_strict_gpu_timeout(), reported = 0, status;
  const char *line;
  char *shared;
  run = (struct cudnn_strict_child_run *)malloc(sizeof(*run));
  shared =
      (char *)mmap(NULL, CUDNN_STRICT_GPU_LAST_SIZE, PROT_READ | PROT_WRITE,
                   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  child.request = r;
  child.report_fd = dup(fileno(r->writer->out));
  if (run == NULL || shared == MAP_FAILED || child.report_fd < 0) {
    /* No child to be had: check in this process. */
    if (child.report_fd >= 0)
      close(child.report_fd);
    if (shared != MAP_FAILED)
      munmap(shared, CUDNN_STRICT_GPU_LAST_SIZE);
    free(run);
    cudnn_strict_gpu_run(r, o);
    return 0;
  }
  shared[0] = '\0';
  child.last = shared;
  fflush(r->writer->out);
  if (!cudnn_strict_run_in_child(cudnn_strict_gpu_child_main, &child, timeout,
                                 run)) {
    cudnn_strict_gpu_run(r, o);
  } else if ((line = strstr(run->result, "status=")) != NULL &&
             sscanf(line, "status=%d", &status) == 1) {
    o->status = (enum cudnn_strict_gpu_status)status;
    reported = 1;
  } else {
    cudnn_strict_gpu_child_died(r, run, shared, timeout, o);
  }
  /* What cuDNN and the driver printed, where they would have printed it. */
  if (run->started && run->output[0] != '\0')
    fputs(run->output, stderr);
  close(child.report_fd);
  munmap(shared, CUDNN_STRICT_GPU_LAST_SIZE);
  free(run);
  return reported;
}

#endif /* CUDNN_STRICT_PROBE_HAVE_CUDART */

static void cudnn_strict_gpu_report_environment(struct cudnn_strict_writer *w) {
#define CUDNN_STRICT_GPU_ENVIRONMENT_NAME(name) #name,
  static const char *const names[] = {
      CUDNN_STRICT_GPU_ENVIRONMENT_MAP(CUDNN_STRICT_GPU_ENVIRONMENT_NAME)};
#undef CUDNN_STRICT_GPU_ENVIRONMENT_NAME
  size_t i;
  for (i = 0; i < sizeof(names) / sizeof(names[0]); ++i) {
    const char *value = getenv(names[i]);
    if (value != NULL)
      cudnn_strict_gpu_report_at(w, value, "gpu.env.%s", names[i]);
  }
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_gpu_status
cudnn_strict_gpu_check(const struct cudnn_strict_gpu_request *request) {
  struct cudnn_strict_gpu_outcome outcome;
  struct cudnn_strict_writer *w = request->writer;
  cudnn_strict_gpu_outcome_init(&outcome);
  cudnn_strict_write_text(w, "gpu.mode",
                          cudnn_strict_gpu_mode_name(request->mode));
  cudnn_strict_gpu_report_environment(w);
  if (request->mode == CUDNN_STRICT_GPU_OFF) {
    cudnn_strict_gpu_skip(&outcome, CUDNN_STRICT_GPU_CAUSE_OFF, NULL,
                          "the GPU check is off (--gpu-check off)");
  } else if (request->cudnn == NULL) {
    cudnn_strict_gpu_skip(&outcome, CUDNN_STRICT_GPU_CAUSE_AGREEMENT, NULL,
                          "the cuDNN library did not pass the version check");
  } else {
#if CUDNN_STRICT_PROBE_HAVE_CUDART
    /* Should cuDNN or the driver take the probe itself down (in-process,
       under an emulator), these are what its reader is left with. */
    cudnn_strict_write_text(w, "gpu.stopped.reason",
                            "the probe stopped during the GPU check");
    cudnn_strict_write_text(w, "gpu.stopped.fix", cudnn_strict_gpu_crash_fix);
    if (request->in_process)
      cudnn_strict_gpu_run(request, &outcome);
    else if (cudnn_strict_gpu_run_child(request, &outcome))
      return outcome.status;
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
