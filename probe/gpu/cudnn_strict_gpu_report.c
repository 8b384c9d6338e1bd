/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * How the GPU check reports: the outcome (first failure wins), report lines
 * built from formats, how a GPU and a cuDNN status are worded, and the CUDA
 * errors that say the driver is in the way.  A leaf: the device part
 * (cudnn_strict_gpu.c) and the convolution part (cudnn_strict_gpu_conv.c)
 * both use it, and it calls neither.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_probe_config.h"

#include "cudnn_strict_gpu_report.h"

#if CUDNN_STRICT_PROBE_HAVE_CUDART
#include "cudnn_strict_cudart_api.h"
#endif

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
#define CUDNN_STRICT_CLASS_CAUSE(name, cause, fix)                             \
  CUDNN_STRICT_GPU_CAUSE_##cause,
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
#define CUDNN_STRICT_CLASS_FIX(name, cause, fix) fix,
  static const char *const fixes[] = {
      CUDNN_STRICT_STATUS_CLASS_MAP(CUDNN_STRICT_CLASS_FIX)};
#undef CUDNN_STRICT_CLASS_FIX
  size_t index = (size_t)status_class;
  snprintf(out, size,
           index < sizeof(fixes) / sizeof(fixes[0])
               ? fixes[index]
               : CUDNN_STRICT_STATUS_FIX_OTHER,
           d->cc_major, d->cc_minor);
}

#if CUDNN_STRICT_PROBE_HAVE_CUDART

/* CUDA errors that say the driver, not the GPU, is in the way: whether
   the check skips or fails, its cause, the fix, and what the error means
   here (appended to the runtime's own words). */
#define CUDNN_STRICT_DRIVER_ERROR_MAP(XX)                                      \
  /* The toolkit's lib64/stubs/libcuda.so, there for linking without a         \
     driver, found before the real one: no driver for this process. */         \
  XX(cudaErrorStubLibrary, 1, STUB_DRIVER,                                     \
     "take the CUDA toolkit's stubs directory (lib64/stubs) out of "           \
     "LD_LIBRARY_PATH, or configure on a machine with an NVIDIA driver",       \
     ": the process loaded the CUDA toolkit's stub libcuda.so, not a driver")  \
  XX(cudaErrorSystemNotReady, 0, SYSTEM_NOT_READY,                             \
     "start the NVIDIA fabric manager, which NVSwitch systems need before "    \
     "any GPU can be used (systemctl enable --now nvidia-fabricmanager, "      \
     "its version the driver's)",                                              \
     "")                                                                       \
  XX(cudaErrorSystemDriverMismatch, 0, DRIVER_MISMATCH,                        \
     "the NVIDIA driver libraries were updated but the running kernel "        \
     "module is the old one: reboot (or reload the nvidia kernel modules); "   \
     "nvidia-smi says the same until then",                                    \
     "")                                                                       \
  /* cuda-compat's libcuda.so (a newer CUDA's user-mode driver over an         \
     older kernel module) runs on data-center GPUs only. */                    \
  XX(cudaErrorCompatNotSupportedOnDevice, 0, COMPAT_NOT_SUPPORTED,             \
     "take the CUDA forward-compatibility package's directory (cuda-compat, "  \
     "e.g. the toolkit's compat/) out of LD_LIBRARY_PATH and the ld.so "       \
     "configuration, so that the installed driver's libcuda.so loads, or "     \
     "install an NVIDIA driver for this CUDA runtime",                         \
     ": the process loaded the CUDA forward-compatibility driver "             \
     "(cuda-compat's libcuda.so), which runs on data-center GPUs only")        \
  /* A driver compiles PTX only from CUDA releases up to its own: cuDNN        \
     built for a newer CUDA minor than the driver's runs its precompiled       \
     kernels (minor-version compatibility) but not its PTX, which a GPU        \
     newer than its kernels needs. */                                          \
  XX(cudaErrorUnsupportedPtxVersion, 0, PTX_TOO_NEW,                           \
     "install an NVIDIA driver for the CUDA release this cuDNN was built "     \
     "for, or newer, or use a cuDNN built for the CUDA release the driver "    \
     "supports (nvidia-smi shows it)",                                         \
     ": the NVIDIA driver cannot compile PTX from a newer CUDA release than "  \
     "its own")

CUDNN_STRICT_INTERNAL int cudnn_strict_gpu_driver_error_facts(
    int error, struct cudnn_strict_gpu_driver_error *facts) {
#define CUDNN_STRICT_DRIVER_ERROR_ENTRY(code, skip, cause, fix, meaning)       \
  {(int)code, skip, CUDNN_STRICT_GPU_CAUSE_##cause, fix, meaning},
  static const struct cudnn_strict_gpu_driver_error table[] = {
      CUDNN_STRICT_DRIVER_ERROR_MAP(CUDNN_STRICT_DRIVER_ERROR_ENTRY)};
#undef CUDNN_STRICT_DRIVER_ERROR_ENTRY
  size_t i;
  for (i = 0; i < sizeof(table) / sizeof(table[0]); ++i) {
    if (table[i].error == error) {
      *facts = table[i];
      return 1;
    }
  }
  return 0;
}

#endif /* CUDNN_STRICT_PROBE_HAVE_CUDART */
