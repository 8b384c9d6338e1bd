/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Tensor elements in the data types the GPU check uses (FP32, FP16, BF16),
 * converted to and from double with round-to-nearest-even, as the GPU does.
 * The host has no half types in C99, so the bits are handled by hand.
 *
 * C99 and valid C++.  The test suite's fake libcudnn compiles it too.
 */
#ifndef CUDNN_STRICT_GPU_NUMBERS_H
#define CUDNN_STRICT_GPU_NUMBERS_H

#include "cudnn_strict_internal.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "cudnn_strict_cudnn_api.h"

#ifdef __cplusplus
extern "C" {
#endif

CUDNN_STRICT_INTERNAL uint32_t cudnn_strict_float_bits(float value);

CUDNN_STRICT_INTERNAL float cudnn_strict_bits_float(uint32_t bits);

/* Rounds `kept` (the bits that stay) up when the `dropped_count` low bits
   that go are above half, or exactly half and `kept` is odd. */
CUDNN_STRICT_INTERNAL uint32_t cudnn_strict_round_even(uint32_t kept,
                                                       uint32_t dropped,
                                                       unsigned dropped_count);

CUDNN_STRICT_INTERNAL uint16_t cudnn_strict_float_to_half(float value);

CUDNN_STRICT_INTERNAL float cudnn_strict_half_to_float(uint16_t half);

CUDNN_STRICT_INTERNAL uint16_t cudnn_strict_float_to_bfloat16(float value);

CUDNN_STRICT_INTERNAL float cudnn_strict_bfloat16_to_float(uint16_t value);

CUDNN_STRICT_INTERNAL size_t cudnn_strict_element_size(int data_type);

CUDNN_STRICT_INTERNAL void cudnn_strict_store_element(void *buffer,
                                                      size_t index,
                                                      int data_type,
                                                      double value);

CUDNN_STRICT_INTERNAL double
cudnn_strict_load_element(const void *buffer, size_t index, int data_type);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_GPU_NUMBERS_H */
