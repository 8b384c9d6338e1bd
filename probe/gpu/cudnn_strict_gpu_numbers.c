/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_gpu_numbers.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_gpu_numbers.h"

CUDNN_STRICT_INTERNAL uint32_t cudnn_strict_float_bits(float value) {
  uint32_t bits;
  memcpy(&bits, &value, sizeof(bits));
  return bits;
}

CUDNN_STRICT_INTERNAL float cudnn_strict_bits_float(uint32_t bits) {
  float value;
  memcpy(&value, &bits, sizeof(value));
  return value;
}

CUDNN_STRICT_INTERNAL uint32_t cudnn_strict_round_even(uint32_t kept,
                                                       uint32_t dropped,
                                                       unsigned dropped_count) {
  uint32_t half = 1u << (dropped_count - 1);
  if (dropped > half || (dropped == half && (kept & 1u) != 0))
    ++kept;
  return kept;
}

CUDNN_STRICT_INTERNAL uint16_t cudnn_strict_float_to_half(float value) {
  uint32_t bits = cudnn_strict_float_bits(value);
  uint32_t sign = (bits >> 16) & 0x8000u;
  uint32_t exponent = (bits >> 23) & 0xffu;
  uint32_t mantissa = bits & 0x7fffffu;
  int half_exponent = (int)exponent - 127 + 15;
  if (exponent == 0xffu)
    return (uint16_t)(sign | 0x7c00u | (mantissa != 0 ? 0x200u : 0u));
  if (half_exponent >= 31)
    return (uint16_t)(sign | 0x7c00u);
  if (half_exponent <= 0) {
    /* A half subnormal counts units of 2^-24. */
    unsigned shift = (unsigned)(14 - half_exponent);
    if (half_exponent < -10)
      return (uint16_t)sign;
    mantissa |= 0x800000u;
    return (uint16_t)(sign | cudnn_strict_round_even(
                                 mantissa >> shift,
                                 mantissa & ((1u << shift) - 1u), shift));
  }
  /* A carry out of the mantissa correctly bumps the exponent (to infinity
     at the top). */
  return (uint16_t)(sign |
                    cudnn_strict_round_even(((uint32_t)half_exponent << 10) |
                                                (mantissa >> 13),
                                            mantissa & 0x1fffu, 13));
}

CUDNN_STRICT_INTERNAL float cudnn_strict_half_to_float(uint16_t half) {
  uint32_t sign = ((uint32_t)half & 0x8000u) << 16;
  uint32_t exponent = ((uint32_t)half >> 10) & 0x1fu;
  uint32_t mantissa = (uint32_t)half & 0x3ffu;
  if (exponent == 0) {
    float magnitude = (float)mantissa / 16777216.0f; /* units of 2^-24 */
    return sign != 0 ? -magnitude : magnitude;
  }
  if (exponent == 0x1fu)
    return cudnn_strict_bits_float(sign | 0x7f800000u | (mantissa << 13));
  return cudnn_strict_bits_float(sign | ((exponent - 15u + 127u) << 23) |
                                 (mantissa << 13));
}

CUDNN_STRICT_INTERNAL uint16_t cudnn_strict_float_to_bfloat16(float value) {
  uint32_t bits = cudnn_strict_float_bits(value);
  if ((bits & 0x7f800000u) == 0x7f800000u && (bits & 0x7fffffu) != 0)
    return (uint16_t)((bits >> 16) | 0x40u); /* keep a NaN a NaN */
  return (uint16_t)cudnn_strict_round_even(bits >> 16, bits & 0xffffu, 16);
}

CUDNN_STRICT_INTERNAL float cudnn_strict_bfloat16_to_float(uint16_t value) {
  return cudnn_strict_bits_float((uint32_t)value << 16);
}

CUDNN_STRICT_INTERNAL size_t cudnn_strict_element_size(int data_type) {
  return data_type == CUDNN_STRICT_DATA_FLOAT ? 4u : 2u;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_store_element(void *buffer,
                                                      size_t index,
                                                      int data_type,
                                                      double value) {
  if (data_type == CUDNN_STRICT_DATA_FLOAT) {
    float element = (float)value;
    memcpy((char *)buffer + index * 4u, &element, 4u);
  } else {
    uint16_t element = data_type == CUDNN_STRICT_DATA_HALF
                           ? cudnn_strict_float_to_half((float)value)
                           : cudnn_strict_float_to_bfloat16((float)value);
    memcpy((char *)buffer + index * 2u, &element, 2u);
  }
}

CUDNN_STRICT_INTERNAL double
cudnn_strict_load_element(const void *buffer, size_t index, int data_type) {
  if (data_type == CUDNN_STRICT_DATA_FLOAT) {
    float element;
    memcpy(&element, (const char *)buffer + index * 4u, 4u);
    return element;
  } else {
    uint16_t element;
    memcpy(&element, (const char *)buffer + index * 2u, 2u);
    return data_type == CUDNN_STRICT_DATA_HALF
               ? cudnn_strict_half_to_float(element)
               : cudnn_strict_bfloat16_to_float(element);
  }
}
