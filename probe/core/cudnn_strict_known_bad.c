/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_known_bad.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_known_bad.h"

CUDNN_STRICT_INTERNAL const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_table(size_t *count) {
  static const struct cudnn_strict_known_bad table[] = {
      {8900, 8901, 0, 0, 60, 62,
       "fused convolution with bias and ReLU (engine 15, also "
       "cudnnConvolutionBiasActivationForward) can compute wrong results on "
       "Pascal GPUs",
       "use cuDNN 8.9.2 or newer", "cuDNN 8.9.2 release notes, Fixed Issues"},
      {8900, 8907, 11000, 11010, 0, 0,
       "the ConvBiasAct engine 39 can fail with CUDNN_STATUS_EXECUTION_FAILED "
       "when cuDNN 8.9 runs with CUDA 11.0.3 to 11.1",
       "use a cuDNN 8.9 build for CUDA 11.2 or newer, or for CUDA 12",
       "cuDNN 8.9.7 release notes, Known Issues"},
  };
  *count = sizeof(table) / sizeof(table[0]);
  return table;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_in_range(long value, long first,
                                                long last) {
  return (first == 0 && last == 0) || (value >= first && value <= last);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_known_bad_find(long code, long cudart_code, int cc) {
  size_t count, i;
  const struct cudnn_strict_known_bad *table =
      cudnn_strict_known_bad_table(&count);
  for (i = 0; i < count; ++i) {
    const struct cudnn_strict_known_bad *e = &table[i];
    int gpu_scoped = e->cc_first != 0 || e->cc_last != 0;
    if (code < e->first || code > e->last)
      continue;
    if (!cudnn_strict_in_range(cudart_code, e->cudart_first, e->cudart_last))
      continue;
    if (gpu_scoped && (cc == 0 || cc < e->cc_first || cc > e->cc_last))
      continue;
    return (int)i;
  }
  return -1;
}

CUDNN_STRICT_INTERNAL const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_entry(int index) {
  size_t count;
  const struct cudnn_strict_known_bad *table =
      cudnn_strict_known_bad_table(&count);
  return index >= 0 && (size_t)index < count ? &table[index] : NULL;
}
