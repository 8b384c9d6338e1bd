/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The convolutions of the GPU check (cudnn_strict_gpu_conv.c), which the
 * device part (cudnn_strict_gpu.c) runs on each GPU it opened.  Reports
 * through cudnn_strict_gpu_report.h only.
 */
#ifndef CUDNN_STRICT_GPU_CONV_H
#define CUDNN_STRICT_GPU_CONV_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_gpu_report.h"
#include "cudnn_strict_probe_config.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Runs every convolution on the context's device.  Returns 1 when all
   passed.  Only where the CUDA runtime is linked. */
#if CUDNN_STRICT_PROBE_HAVE_CUDART
CUDNN_STRICT_INTERNAL int
cudnn_strict_gpu_check_convolutions(struct cudnn_strict_gpu_context *context);
#endif

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_GPU_CONV_H */
