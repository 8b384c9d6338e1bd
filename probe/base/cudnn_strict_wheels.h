/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Where the cuDNN wheels install under a site-packages directory, the full
 * install first: nvidia-cudnn-cu<CUDA major> in nvidia/cudnn, the JIT
 * flavour nvidia-cudnn-jit-cu<CUDA major> in nvidia/cudnn_jit, each with
 * include/ and lib/ (bin/ on Windows) below it.  This list is the only one:
 * the fix search expands it here, and the CMake module's PIP location reads
 * it from this file (probe/Sources.cmake), so each entry stays on a line of
 * its own in exactly this form:
 *
 *   XX("folder")
 */
#ifndef CUDNN_STRICT_WHEELS_H
#define CUDNN_STRICT_WHEELS_H

/* clang-format off */
#define CUDNN_STRICT_WHEEL_MAP(XX) \
  XX("nvidia/cudnn") \
  XX("nvidia/cudnn_jit")
/* clang-format on */

#endif
