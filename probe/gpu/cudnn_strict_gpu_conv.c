/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The convolutions of the GPU check, as frameworks run them.  Small
 * deterministic tensors, in NCHW and NHWC (channels-last) and with channel
 * counts that select tensor-core kernels (8 and 64), go through every
 * algorithm cuDNN's _v7 heuristic lists for them: forward, backward data and
 * backward filter, each in FP32 (TF32 off and on), FP16 and BF16.  The
 * convolution descriptor's math type is set as PyTorch sets it (FMA for FP32
 * without TF32, tensor-op for FP16, default otherwise) and each listed
 * algorithm runs with the math type the heuristic lists it with, as PyTorch
 * applies it (cudnnSetConvolutionMathType with the perf result's mathType).
 * Each result is compared with a CPU reference computed in double precision.
 *
 * The reference takes the inputs as stored in the data type, so it sees the
 * very numbers the GPU sees.  They carry bits below TF32's precision, so that
 * FP32 computed in TF32 while TF32 is off shows.
 *
 * Each output element is held to a bound computed from the data, not to one
 * tolerance per type: rounding errors grow with sum |a*b| over the products
 * that make the element (M), with the unit roundoff u of each precision
 * involved and, for FFT and Winograd, with the growth of the transform,
 * which spreads a tile's rounding over every element of the tile.  M_tile is
 * the largest M of the outputs whose inputs the element's tile reads: the
 * element itself for the direct and GEMM algorithms, the 6x6-aligned block
 * of outputs grown by the filter's reach for Winograd (F(6x6,3x3) and the
 * smaller F(4x4) and F(2x2) tiles lie inside it), the element's whole
 * output plane for FFT:
 *
 *   bound = u_out*|y| + 2*(2*u_in + (n+2)*u_acc)*M + growth*u_tile*M_tile
 *           + tiny
 *
 * u_out rounds the output to its type (tiny: its subnormals, absolute), u_in
 * the inputs inside the GPU (TF32 only), u_acc the FP32 accumulation of n
 * products, u_tile the transformed tiles (stored in the data type, or TF32).
 * The first two terms are the classical worst-case bounds of a dot product,
 * doubled for split accumulations; the growth of each transform is set with
 * margin over a simulation of the largest tile cuDNN uses (F(6x6,3x3) Winograd,
 * whose output transform multiplies by up to 32).  A kernel that is wrong (a
 * missing term, a swapped axis, unwritten output) errs by about |y|, orders of
 * magnitude above the bound in FP32 and about twice it in BF16.  The images
 * and gradients are 32 times quieter below their third row, as activations
 * differ from place to place: a kernel that errs only in a quiet tile errs
 * far beyond that tile's bound, where one allowance from the loudest tile
 * would hide it.
 *
 * With --gpu-self-test the check also proves that its bound bites: FP32
 * forward convolutions with TF32 allowed, judged with the FP32 bound, must
 * fail on a GPU with TF32 (compute capability 8.0 and later).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_probe_config.h"

#include "cudnn_strict_gpu_conv.h"
#include "cudnn_strict_gpu_environment.h"
#include "cudnn_strict_gpu_numbers.h"
#include "cudnn_strict_gpu_report.h"

#if CUDNN_STRICT_PROBE_HAVE_CUDART

#include "cudnn_strict_cudart_api.h"
#include <stdlib.h>
#include <time.h>

/* A workspace larger than this is not worth it for tensors this small. */
#define CUDNN_STRICT_WORKSPACE_LIMIT ((size_t)256 << 20)
/* cuDNN may list an algorithm once per math type. */
#define CUDNN_STRICT_PERF_ENTRIES 32
#define CUDNN_STRICT_MAX_RUNS CUDNN_STRICT_PERF_ENTRIES
/* Written into the output before each run, so that elements an algorithm
   leaves unwritten count as wrong. */
#define CUDNN_STRICT_SENTINEL 1000.0
/* Errors at or above this mean the output held Inf or NaN. */
#define CUDNN_STRICT_NOT_FINITE 1e300

enum cudnn_strict_tensor {
  CUDNN_STRICT_X = 0, /* images */
  CUDNN_STRICT_W,     /* filters */
  CUDNN_STRICT_Y,     /* forward outputs, backward gradients */
  CUDNN_STRICT_TENSOR_COUNT
};

struct cudnn_strict_geometry {
  const char *name;
  int n, c, h, w; /* images */
  int k, r, s;    /* filters */
  int pad_h, pad_w, stride_h, stride_w, dilation_h, dilation_w;
};

/* Padding, stride and dilation differ per axis so that a swapped axis
   shows; FFT and Winograd take only stride 1 without dilation, hence the
   second case, whose 12x12 output holds two rows of 6x6 Winograd tiles; the
   third is a 1x1 convolution over 64 channels, the shape of a ResNet
   bottleneck, which tensor-core kernels take.  Channel counts of 8 and 64
   let cuDNN pick tensor-core kernels in FP16, BF16 and TF32. */
static const struct cudnn_strict_geometry cudnn_strict_geometries[] = {
    {"strided", 2, 3, 9, 8, 4, 3, 3, 1, 2, 2, 1, 2, 1},
    {"dense", 2, 8, 12, 12, 8, 3, 3, 1, 1, 1, 1, 1, 1},
    {"pointwise", 1, 64, 4, 4, 64, 1, 1, 0, 0, 1, 1, 1, 1}};
#define CUDNN_STRICT_GEOMETRY_COUNT                                            \
  (sizeof(cudnn_strict_geometries) / sizeof(cudnn_strict_geometries[0]))

/* The tensor layouts frameworks use: NCHW, and NHWC (PyTorch's channels-last,
   TensorFlow's default), which tensor-core kernels prefer. */
struct cudnn_strict_layout {
  const char *name;
  int format; /* cudnnTensorFormat_t, for tensors and filters alike */
};

static const struct cudnn_strict_layout cudnn_strict_layouts[] = {
    {"NCHW", CUDNN_STRICT_TENSOR_NCHW}, {"NHWC", CUDNN_STRICT_TENSOR_NHWC}};
#define CUDNN_STRICT_LAYOUT_COUNT                                              \
  (sizeof(cudnn_strict_layouts) / sizeof(cudnn_strict_layouts[0]))

/* Unit roundoffs: half an ulp of 1 in each format. */
#define CUDNN_STRICT_U_FLOAT (1.0 / 16777216.0) /* 2^-24 */
#define CUDNN_STRICT_U_TF32 (1.0 / 2048.0)      /* 2^-11, as FP16 */
#define CUDNN_STRICT_U_HALF (1.0 / 2048.0)
#define CUDNN_STRICT_U_BFLOAT16 (1.0 / 256.0) /* 2^-8 */

struct cudnn_strict_precision {
  const char *label;
  int data_type;
  int math_type;   /* the descriptor's, as PyTorch sets it */
  double u_input;  /* inputs rounded inside the GPU (TF32) */
  double u_tile;   /* transformed tiles of FFT and Winograd */
  double u_output; /* the output's type */
  double tiny;     /* half its subnormal spacing: absolute, near zero */
  int min_cc;      /* major*10 + minor: runs from here on */
  int required_cc; /* and from here on, some algorithm must pass */
  long min_cudnn;  /* cuDNN version code (cudnn_strict_encode) */
};

/* The descriptor's math type is PyTorch's (ConvolutionDescriptor::set):
   FMA for FP32 without TF32, default for FP32 with TF32 allowed (cuDNN 8
   and later then may use TF32 on Ampere and newer), tensor-op for FP16,
   default for BF16; each algorithm then runs with the math type the
   heuristic lists it with.  FP16 and BF16 accumulate in FP32.  FP16 runs
   from Pascal (5.3) but tensor cores, which every framework relies on,
   come with Volta; BF16 came with Ampere and cuDNN 8.1. */
static const struct cudnn_strict_precision cudnn_strict_precisions[] = {
    {"FLOAT", CUDNN_STRICT_DATA_FLOAT, CUDNN_STRICT_FMA_MATH, 0.0,
     CUDNN_STRICT_U_FLOAT, CUDNN_STRICT_U_FLOAT, 1e-45, 0, 0, 0},
    {"FLOAT_TF32", CUDNN_STRICT_DATA_FLOAT, CUDNN_STRICT_DEFAULT_MATH,
     CUDNN_STRICT_U_TF32, CUDNN_STRICT_U_TF32, CUDNN_STRICT_U_FLOAT, 1e-45, 80,
     80, CUDNN_STRICT_ENCODE(8, 0, 0)},
    {"HALF", CUDNN_STRICT_DATA_HALF, CUDNN_STRICT_TENSOR_OP_MATH, 0.0,
     CUDNN_STRICT_U_HALF, CUDNN_STRICT_U_HALF, 1.0 / 33554432.0, 53, 70, 0},
    {"BFLOAT16", CUDNN_STRICT_DATA_BFLOAT16, CUDNN_STRICT_DEFAULT_MATH, 0.0,
     CUDNN_STRICT_U_BFLOAT16, CUDNN_STRICT_U_BFLOAT16, 1e-40, 80, 80,
     CUDNN_STRICT_ENCODE(8, 1, 0)}};

/* The self-test (--gpu-self-test): FP32 with TF32 allowed, judged with the
   FP32 bound.  On a GPU with TF32 some algorithm must exceed it; if none
   does, the bound would not see TF32 where TF32 is off either. */
static const struct cudnn_strict_precision cudnn_strict_self_test = {
    "TF32_JUDGED_AS_FLOAT",
    CUDNN_STRICT_DATA_FLOAT,
    CUDNN_STRICT_DEFAULT_MATH,
    0.0,
    CUDNN_STRICT_U_FLOAT,
    CUDNN_STRICT_U_FLOAT,
    1e-45,
    80,
    80,
    CUDNN_STRICT_ENCODE(8, 0, 0)};
#define CUDNN_STRICT_PRECISION_COUNT                                           \
  (sizeof(cudnn_strict_precisions) / sizeof(cudnn_strict_precisions[0]))

/* How far a transform spreads one rounding of a tile, in units of u_tile
   times the tile's M (M_tile, see the top of this file).  The direct and
   GEMM algorithms keep their error with each element's own products; their
   2 covers partial sums that a split reduction may store in the data
   type.  Winograd's is set over
   F(6x6,3x3) with rounded tiles (the test suite's fake simulates it: on the
   "dense" geometry it errs by about 8 units in FP16 and TF32, 11 in BF16);
   FFT's rounding grows with log2 of its size, which stays below 12 here. */
#define CUDNN_STRICT_GROWTH_DIRECT 2.0
#define CUDNN_STRICT_GROWTH_FFT 32.0
#define CUDNN_STRICT_GROWTH_WINOGRAD 32.0

/* The tile whose M bounds an element's spread (see the top of this file). */
enum cudnn_strict_tile {
  CUDNN_STRICT_TILE_ELEMENT = 0,
  CUDNN_STRICT_TILE_WINOGRAD = 6, /* output rows and columns of a block */
  CUDNN_STRICT_TILE_PLANE = -1
};
#define CUDNN_STRICT_GROWTH_DIRECT_TILE                                        \
  CUDNN_STRICT_GROWTH_DIRECT, CUDNN_STRICT_TILE_ELEMENT
#define CUDNN_STRICT_GROWTH_FFT_TILE                                           \
  CUDNN_STRICT_GROWTH_FFT, CUDNN_STRICT_TILE_PLANE
#define CUDNN_STRICT_GROWTH_WINOGRAD_TILE                                      \
  CUDNN_STRICT_GROWTH_WINOGRAD, CUDNN_STRICT_TILE_WINOGRAD

struct cudnn_strict_algorithm {
  const char *name;
  double growth;
  enum cudnn_strict_tile tile;
};

static const struct cudnn_strict_algorithm cudnn_strict_forward_algorithms[] = {
    {"IMPLICIT_GEMM", CUDNN_STRICT_GROWTH_DIRECT_TILE},
    {"IMPLICIT_PRECOMP_GEMM", CUDNN_STRICT_GROWTH_DIRECT_TILE},
    {"GEMM", CUDNN_STRICT_GROWTH_DIRECT_TILE},
    {"DIRECT", CUDNN_STRICT_GROWTH_DIRECT_TILE},
    {"FFT", CUDNN_STRICT_GROWTH_FFT_TILE},
    {"FFT_TILING", CUDNN_STRICT_GROWTH_FFT_TILE},
    {"WINOGRAD", CUDNN_STRICT_GROWTH_WINOGRAD_TILE},
    {"WINOGRAD_NONFUSED", CUDNN_STRICT_GROWTH_WINOGRAD_TILE}};
static const struct cudnn_strict_algorithm
    cudnn_strict_backward_data_algorithms[] = {
        {"ALGO_0", CUDNN_STRICT_GROWTH_DIRECT_TILE},
        {"ALGO_1", CUDNN_STRICT_GROWTH_DIRECT_TILE},
        {"FFT", CUDNN_STRICT_GROWTH_FFT_TILE},
        {"FFT_TILING", CUDNN_STRICT_GROWTH_FFT_TILE},
        {"WINOGRAD", CUDNN_STRICT_GROWTH_WINOGRAD_TILE},
        {"WINOGRAD_NONFUSED", CUDNN_STRICT_GROWTH_WINOGRAD_TILE}};
static const struct cudnn_strict_algorithm
    cudnn_strict_backward_filter_algorithms[] = {
        {"ALGO_0", CUDNN_STRICT_GROWTH_DIRECT_TILE},
        {"ALGO_1", CUDNN_STRICT_GROWTH_DIRECT_TILE},
        {"FFT", CUDNN_STRICT_GROWTH_FFT_TILE},
        {"ALGO_3", CUDNN_STRICT_GROWTH_DIRECT_TILE},
        {"WINOGRAD", CUDNN_STRICT_GROWTH_WINOGRAD_TILE},
        {"WINOGRAD_NONFUSED", CUDNN_STRICT_GROWTH_WINOGRAD_TILE},
        {"FFT_TILING", CUDNN_STRICT_GROWTH_FFT_TILE}};

enum cudnn_strict_operation_id {
  CUDNN_STRICT_FORWARD = 0,
  CUDNN_STRICT_BACKWARD_DATA,
  CUDNN_STRICT_BACKWARD_FILTER
};

/* The cuDNN calls of each operation take (a, b, convolution, out) in the
   same order; `a`, `b` and `out` say which tensor is which. */
struct cudnn_strict_operation {
  enum cudnn_strict_operation_id id;
  const char *key;
  const char *text;
  int algorithm_count;
  const struct cudnn_strict_algorithm *algorithms;
  int a, b, out;
};

static const struct cudnn_strict_operation cudnn_strict_operations[] = {
    {CUDNN_STRICT_FORWARD, "fwd", "forward convolution",
     CUDNN_STRICT_FWD_ALGO_COUNT, cudnn_strict_forward_algorithms,
     CUDNN_STRICT_X, CUDNN_STRICT_W, CUDNN_STRICT_Y},
    {CUDNN_STRICT_BACKWARD_DATA, "bwd_data", "backward-data convolution",
     CUDNN_STRICT_BWD_DATA_ALGO_COUNT, cudnn_strict_backward_data_algorithms,
     CUDNN_STRICT_W, CUDNN_STRICT_Y, CUDNN_STRICT_X},
    {CUDNN_STRICT_BACKWARD_FILTER, "bwd_filter", "backward-filter convolution",
     CUDNN_STRICT_BWD_FILTER_ALGO_COUNT,
     cudnn_strict_backward_filter_algorithms, CUDNN_STRICT_X, CUDNN_STRICT_Y,
     CUDNN_STRICT_W}};
#define CUDNN_STRICT_OPERATION_COUNT                                           \
  (sizeof(cudnn_strict_operations) / sizeof(cudnn_strict_operations[0]))

struct cudnn_strict_calls {
  cudnn_strict_algorithms_fn algorithms;
  cudnn_strict_workspace_fn workspace;
  cudnn_strict_convolution_fn run;
};

static struct cudnn_strict_calls
cudnn_strict_calls_of(const struct cudnn_strict_cudnn_api *api,
                      enum cudnn_strict_operation_id id) {
  struct cudnn_strict_calls calls;
  if (id == CUDNN_STRICT_FORWARD) {
    calls.algorithms = api->forward_algorithms;
    calls.workspace = api->forward_workspace;
    calls.run = api->forward;
  } else if (id == CUDNN_STRICT_BACKWARD_DATA) {
    calls.algorithms = api->backward_data_algorithms;
    calls.workspace = api->backward_data_workspace;
    calls.run = api->backward_data;
  } else {
    calls.algorithms = api->backward_filter_algorithms;
    calls.workspace = api->backward_filter_workspace;
    calls.run = api->backward_filter;
  }
  return calls;
}

/* XX(STATE, what .result reports): an algorithm cuDNN does not offer is
   reported as one that does not take the case; one whose memory could not
   be had (a busy GPU) is skipped.  In order: the ones from PASSED on ran. */
#define CUDNN_STRICT_ALGORITHM_STATE_MAP(XX)                                   \
  XX(NOT_OFFERED, "NOT_SUPPORTED")                                             \
  XX(NOT_SUPPORTED, "NOT_SUPPORTED")                                           \
  XX(SKIPPED, "SKIPPED")                                                       \
  XX(PASSED, "PASSED")                                                         \
  XX(FAILED, "FAILED")

#define CUDNN_STRICT_ALGO_ENUMERATOR(name, result) CUDNN_STRICT_ALGO_##name,
enum cudnn_strict_algorithm_state {
  CUDNN_STRICT_ALGORITHM_STATE_MAP(CUDNN_STRICT_ALGO_ENUMERATOR)
      CUDNN_STRICT_ALGO_STATE_COUNT
};
#undef CUDNN_STRICT_ALGO_ENUMERATOR

/* How close one output came to its bound: at the element whose error is
   the largest share of its bound, both relative to the largest
   |reference|. */
struct cudnn_strict_error {
  double share; /* error / bound; above 1 fails */
  double error;
  double bound;
  double largest; /* the largest error of any element */
};

/* One algorithm's results over all geometries: the worst counts. */
struct cudnn_strict_algorithm_result {
  enum cudnn_strict_algorithm_state state;
  unsigned math_types; /* bit m: ran with cudnnMathType_t m */
  int status;          /* the last status that was not success, 0 if none */
  struct cudnn_strict_error worst;
};

/* One geometry in one precision: descriptors and buffers. */
struct cudnn_strict_case {
  const struct cudnn_strict_geometry *geometry;
  const struct cudnn_strict_precision *precision;
  const struct cudnn_strict_layout *layout;
  int dims[CUDNN_STRICT_TENSOR_COUNT][4]; /* NCHW order, whatever the layout */
  size_t count[CUDNN_STRICT_TENSOR_COUNT];
  cudnn_strict_descriptor desc[CUDNN_STRICT_TENSOR_COUNT];
  cudnn_strict_descriptor convolution;
  int math_type;                             /* the descriptor's, as set */
  double *values[CUDNN_STRICT_TENSOR_COUNT]; /* the inputs as stored, NCHW */
  void *host[CUDNN_STRICT_TENSOR_COUNT];     /* in the layout */
  void *device[CUDNN_STRICT_TENSOR_COUNT];
  void *sentinel; /* an output buffer full of CUDNN_STRICT_SENTINEL */
  double *expected;
  double *magnitude; /* M: sum |a*b| over the products of each element */
  int *terms;        /* n: how many products */
  int aborted;       /* a CUDA error: the device is not usable any more */
};

static int cudnn_strict_output_size(int input, int pad, int filter,
                                    int dilation, int stride) {
  return (input + 2 * pad - ((filter - 1) * dilation + 1)) / stride + 1;
}

static void cudnn_strict_set_dims(int *dims, int a, int b, int c, int d) {
  dims[0] = a;
  dims[1] = b;
  dims[2] = c;
  dims[3] = d;
}

static void cudnn_strict_case_dims(struct cudnn_strict_case *c) {
  const struct cudnn_strict_geometry *g = c->geometry;
  int p = cudnn_strict_output_size(g->h, g->pad_h, g->r, g->dilation_h,
                                   g->stride_h);
  int q = cudnn_strict_output_size(g->w, g->pad_w, g->s, g->dilation_w,
                                   g->stride_w);
  int t;
  cudnn_strict_set_dims(c->dims[CUDNN_STRICT_X], g->n, g->c, g->h, g->w);
  cudnn_strict_set_dims(c->dims[CUDNN_STRICT_W], g->k, g->c, g->r, g->s);
  cudnn_strict_set_dims(c->dims[CUDNN_STRICT_Y], g->n, g->k, p, q);
  for (t = 0; t < CUDNN_STRICT_TENSOR_COUNT; ++t)
    c->count[t] = (size_t)c->dims[t][0] * (size_t)c->dims[t][1] *
                  (size_t)c->dims[t][2] * (size_t)c->dims[t][3];
}

/* Where the element of NCHW index `index` of tensor `t` lies in the
   case's layout. */
static size_t cudnn_strict_physical(const struct cudnn_strict_case *c, int t,
                                    size_t index) {
  const int *d = c->dims[t];
  size_t w = index % (size_t)d[3], h = index / (size_t)d[3] % (size_t)d[2];
  size_t ch = index / ((size_t)d[3] * (size_t)d[2]) % (size_t)d[1];
  size_t n = index / ((size_t)d[3] * (size_t)d[2] * (size_t)d[1]);
  if (c->layout->format == CUDNN_STRICT_TENSOR_NCHW)
    return index;
  return ((n * (size_t)d[2] + h) * (size_t)d[3] + w) * (size_t)d[1] + ch;
}

/* Images and gradients are this much quieter from this row on. */
#define CUDNN_STRICT_QUIET_ROW 3
#define CUDNN_STRICT_QUIET_SCALE (1.0 / 32.0)

/* Deterministic values in [-1, 1], different per tensor: k/8 for k in
   -8..8 plus j*2^-17 for j in 1..13, bits that TF32 (10 mantissa bits)
   rounds away while FP32 keeps them; images and gradients scaled by a
   power of two (which keeps those bits) below their loud rows. */
static double cudnn_strict_pattern(const struct cudnn_strict_case *c,
                                   size_t index, int tensor) {
  long k = (long)((index * 37u + (size_t)tensor * 11u + 5u) % 17u) - 8;
  long j = (long)((index * 7u + (size_t)tensor * 5u) % 13u) + 1;
  double low = (double)j / 131072.0;
  double value = k > 0 ? (double)k / 8.0 - low : (double)k / 8.0 + low;
  size_t row = index / (size_t)c->dims[tensor][3] % (size_t)c->dims[tensor][2];
  if (tensor != CUDNN_STRICT_W && row >= CUDNN_STRICT_QUIET_ROW)
    value *= CUDNN_STRICT_QUIET_SCALE;
  return value;
}

static int cudnn_strict_case_fill(struct cudnn_strict_case *c) {
  int t;
  size_t i, largest = 0;
  int data_type = c->precision->data_type;
  for (t = 0; t < CUDNN_STRICT_TENSOR_COUNT; ++t) {
    size_t bytes = c->count[t] * cudnn_strict_element_size(data_type);
    c->values[t] = (double *)malloc(c->count[t] * sizeof(double));
    c->host[t] = malloc(bytes);
    if (c->values[t] == NULL || c->host[t] == NULL)
      return 0;
    for (i = 0; i < c->count[t]; ++i) {
      size_t at = cudnn_strict_physical(c, t, i);
      cudnn_strict_store_element(c->host[t], at, data_type,
                                 cudnn_strict_pattern(c, i, t));
      c->values[t][i] = cudnn_strict_load_element(c->host[t], at, data_type);
    }
    if (c->count[t] > largest)
      largest = c->count[t];
  }
  c->sentinel = malloc(largest * cudnn_strict_element_size(data_type));
  c->expected = (double *)malloc(largest * sizeof(double));
  c->magnitude = (double *)malloc(largest * sizeof(double));
  c->terms = (int *)malloc(largest * sizeof(int));
  if (c->sentinel == NULL || c->expected == NULL || c->magnitude == NULL ||
      c->terms == NULL)
    return 0;
  for (i = 0; i < largest; ++i)
    cudnn_strict_store_element(c->sentinel, i, data_type,
                               CUDNN_STRICT_SENTINEL);
  return 1;
}

/* The CPU reference: every (image, filter, output) element triple that a
   cross-correlation connects adds the product of the operation's two
   inputs to its output. */
static void cudnn_strict_reference(const struct cudnn_strict_case *c,
                                   const struct cudnn_strict_operation *op) {
  const struct cudnn_strict_geometry *g = c->geometry;
  int p_size = c->dims[CUDNN_STRICT_Y][2], q_size = c->dims[CUDNN_STRICT_Y][3];
  int n, k, p, q, ch, r, s;
  size_t index[CUDNN_STRICT_TENSOR_COUNT];
  double product;
  memset(c->expected, 0, c->count[op->out] * sizeof(double));
  memset(c->magnitude, 0, c->count[op->out] * sizeof(double));
  memset(c->terms, 0, c->count[op->out] * sizeof(int));
  for (n = 0; n < g->n; ++n)
    for (k = 0; k < g->k; ++k)
      for (p = 0; p < p_size; ++p)
        for (q = 0; q < q_size; ++q)
          for (ch = 0; ch < g->c; ++ch)
            for (r = 0; r < g->r; ++r)
              for (s = 0; s < g->s; ++s) {
                int ih = p * g->stride_h - g->pad_h + r * g->dilation_h;
                int iw = q * g->stride_w - g->pad_w + s * g->dilation_w;
                if (ih < 0 || ih >= g->h || iw < 0 || iw >= g->w)
                  continue;
                index[CUDNN_STRICT_X] =
                    (((size_t)n * g->c + ch) * g->h + ih) * g->w + iw;
                index[CUDNN_STRICT_W] =
                    (((size_t)k * g->c + ch) * g->r + r) * g->s + s;
                index[CUDNN_STRICT_Y] =
                    (((size_t)n * g->k + k) * p_size + p) * q_size + q;
                product = c->values[op->a][index[op->a]] *
                          c->values[op->b][index[op->b]];
                c->expected[index[op->out]] += product;
                c->magnitude[index[op->out]] +=
                    product < 0 ? -product : product;
                ++c->terms[index[op->out]];
              }
}

static double cudnn_strict_abs(double value) {
  return value < 0 ? -value : value;
}

/* M_tile of output element i (see the top of this file): the largest M in
   its tile of the operation's output, a plane of dims[2] x dims[3]. */
static double
cudnn_strict_tile_magnitude(const struct cudnn_strict_case *c,
                            const struct cudnn_strict_operation *op,
                            enum cudnn_strict_tile tile, size_t i) {
  const int *d = c->dims[op->out];
  size_t plane = (size_t)d[2] * (size_t)d[3], first = i / plane * plane;
  int row = (int)(i % plane) / d[3], column = (int)(i % plane) % d[3];
  int reach_h = c->geometry->r - 1, reach_w = c->geometry->s - 1;
  int top = 0, bottom = d[2] - 1, left = 0, right = d[3] - 1, h, w;
  double largest = 0.0;
  if (tile == CUDNN_STRICT_TILE_ELEMENT)
    return c->magnitude[i];
  if (tile == CUDNN_STRICT_TILE_WINOGRAD) {
    top = row / tile * tile - reach_h;
    bottom = row / tile * tile + tile - 1 + reach_h;
    left = column / tile * tile - reach_w;
    right = column / tile * tile + tile - 1 + reach_w;
  }
  for (h = top < 0 ? 0 : top; h <= bottom && h < d[2]; ++h)
    for (w = left < 0 ? 0 : left; w <= right && w < d[3]; ++w)
      if (c->magnitude[first + (size_t)h * (size_t)d[3] + (size_t)w] > largest)
        largest = c->magnitude[first + (size_t)h * (size_t)d[3] + (size_t)w];
  return largest;
}

/* Compares the output with the reference, element by element, against the
   bound of the error model (see the top of this file).  An Inf or NaN gets
   share CUDNN_STRICT_NOT_FINITE. */
static struct cudnn_strict_error
cudnn_strict_measure(const struct cudnn_strict_case *c,
                     const struct cudnn_strict_operation *op, int algorithm) {
  const struct cudnn_strict_precision *prec = c->precision;
  const struct cudnn_strict_algorithm *a = &op->algorithms[algorithm];
  struct cudnn_strict_error worst = {0.0, 0.0, 0.0, 0.0};
  double scale = 0.0;
  size_t i;
  for (i = 0; i < c->count[op->out]; ++i)
    if (cudnn_strict_abs(c->expected[i]) > scale)
      scale = cudnn_strict_abs(c->expected[i]);
  if (scale == 0.0)
    scale = 1.0;
  for (i = 0; i < c->count[op->out]; ++i) {
    double got = cudnn_strict_load_element(c->host[op->out],
                                           cudnn_strict_physical(c, op->out, i),
                                           prec->data_type);
    double error = cudnn_strict_abs(got - c->expected[i]);
    double bound =
        prec->u_output * cudnn_strict_abs(c->expected[i]) +
        2.0 * (2.0 * prec->u_input + (c->terms[i] + 2) * CUDNN_STRICT_U_FLOAT) *
            c->magnitude[i] +
        a->growth * prec->u_tile *
            cudnn_strict_tile_magnitude(c, op, a->tile, i) +
        prec->tiny;
    double share = error / bound;
    if (!(error < CUDNN_STRICT_NOT_FINITE)) {
      worst.share = CUDNN_STRICT_NOT_FINITE;
      worst.error = CUDNN_STRICT_NOT_FINITE;
      worst.bound = bound / scale;
      worst.largest = CUDNN_STRICT_NOT_FINITE;
      return worst;
    }
    if (error / scale > worst.largest)
      worst.largest = error / scale;
    if (share > worst.share || i == 0) {
      worst.share = share;
      worst.error = error / scale;
      worst.bound = bound / scale;
    }
  }
  return worst;
}

static void cudnn_strict_format_error(double error, char *out, size_t size) {
  if (error >= CUDNN_STRICT_NOT_FINITE)
    snprintf(out, size, "not-finite");
  else
    snprintf(out, size, "%.3g", error);
}

/* ---- failures -------------------------------------------------------- */

static void cudnn_strict_record_site(struct cudnn_strict_gpu_context *context,
                                     const struct cudnn_strict_operation *op,
                                     const struct cudnn_strict_precision *prec,
                                     int algorithm) {
  struct cudnn_strict_gpu_failure_site *site = &context->outcome->site;
  site->device = context->device.ordinal;
  cudnn_strict_copy_text(site->device_name, sizeof(site->device_name),
                         context->device.name);
  cudnn_strict_copy_text(site->operation, sizeof(site->operation), op->key);
  cudnn_strict_copy_text(site->data_type, sizeof(site->data_type), prec->label);
  site->algorithm = algorithm;
  if (algorithm >= 0)
    cudnn_strict_copy_text(site->algorithm_name, sizeof(site->algorithm_name),
                           op->algorithms[algorithm].name);
}

/* "device 0 (name, compute capability 9.0): forward convolution algorithm
   1 (IMPLICIT_PRECOMP_GEMM) in FLOAT", without the algorithm when < 0. */
static void
cudnn_strict_describe_run(const struct cudnn_strict_gpu_context *context,
                          const struct cudnn_strict_operation *op,
                          const struct cudnn_strict_precision *prec,
                          int algorithm, char *out, size_t size) {
  char device[CUDNN_STRICT_GPU_TEXT_SIZE / 2];
  cudnn_strict_gpu_describe_device(&context->device, device, sizeof(device));
  if (algorithm >= 0)
    snprintf(out, size, "%s: %s algorithm %d (%s) in %s", device, op->text,
             algorithm, op->algorithms[algorithm].name, prec->label);
  else
    snprintf(out, size, "%s: %s in %s", device, op->text, prec->label);
}

static void cudnn_strict_fail_status(struct cudnn_strict_gpu_context *context,
                                     const struct cudnn_strict_operation *op,
                                     const struct cudnn_strict_precision *prec,
                                     int algorithm, const char *call,
                                     int status) {
  char what[CUDNN_STRICT_GPU_TEXT_SIZE], fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  char status_text[CUDNN_STRICT_GPU_WORD_SIZE];
  enum cudnn_strict_status_class status_class =
      cudnn_strict_cudnn_status_class(context->cudnn_major, status);
  ++context->failures;
  if (context->outcome->status != CUDNN_STRICT_GPU_PASSED)
    return;
  cudnn_strict_describe_run(context, op, prec, algorithm, what, sizeof(what));
  cudnn_strict_gpu_status_text(context, status, status_text,
                               sizeof(status_text));
  cudnn_strict_gpu_status_fix(status_class, &context->device, fix, sizeof(fix));
  cudnn_strict_record_site(context, op, prec, algorithm);
  cudnn_strict_copy_text(context->outcome->site.cudnn_status,
                         sizeof(context->outcome->site.cudnn_status),
                         status_text);
  cudnn_strict_gpu_fail(context->outcome,
                        cudnn_strict_gpu_status_cause(status_class), fix,
                        "%s: %s fails with %s", what, call, status_text);
}

/* A CUDA error leaves the device unusable for the rest of the check. */
static void cudnn_strict_fail_cuda(struct cudnn_strict_gpu_context *context,
                                   struct cudnn_strict_case *c,
                                   const struct cudnn_strict_operation *op,
                                   int algorithm, const char *call,
                                   cudaError_t error) {
  char what[CUDNN_STRICT_GPU_TEXT_SIZE], fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  enum cudnn_strict_gpu_cause cause = CUDNN_STRICT_GPU_CAUSE_CUDA_ERROR;
  struct cudnn_strict_gpu_driver_error driver;
  const char *meaning = "";
  c->aborted = 1;
  ++context->failures;
  if (context->outcome->status != CUDNN_STRICT_GPU_PASSED)
    return;
  cudnn_strict_describe_run(context, op, c->precision, algorithm, what,
                            sizeof(what));
  if (error == cudaErrorNoKernelImageForDevice) {
    cause = CUDNN_STRICT_GPU_CAUSE_NO_KERNEL_IMAGE;
    snprintf(fix, sizeof(fix),
             "this cuDNN build has no kernels for compute capability %d.%d: "
             "install a cuDNN release that supports this GPU, built for the "
             "installed CUDA major",
             context->device.cc_major, context->device.cc_minor);
  } else if (cudnn_strict_gpu_driver_error_facts((int)error, &driver)) {
    /* A driver that cannot compile cuDNN's PTX says so at the launch. */
    cause = driver.cause;
    meaning = driver.meaning;
    cudnn_strict_copy_text(fix, sizeof(fix), driver.fix);
  } else {
    snprintf(fix, sizeof(fix),
             "check the NVIDIA driver (nvidia-smi, Xid errors in the kernel "
             "log) and that the GPU is not in use or faulty");
  }
  cudnn_strict_record_site(context, op, c->precision, algorithm);
  cudnn_strict_gpu_fail(
      context->outcome, cause, fix, "%s (%s case, %s): %s fails with %s (%s)%s",
      what, c->geometry->name, c->layout->name, call, cudaGetErrorName(error),
      cudaGetErrorString(error), meaning);
}

static void cudnn_strict_fail_result(struct cudnn_strict_gpu_context *context,
                                     const struct cudnn_strict_case *c,
                                     const struct cudnn_strict_operation *op,
                                     int algorithm,
                                     const struct cudnn_strict_error *error) {
  char what[CUDNN_STRICT_GPU_TEXT_SIZE];
  struct cudnn_strict_gpu_failure_site *site = &context->outcome->site;
  ++context->failures;
  if (context->outcome->status != CUDNN_STRICT_GPU_PASSED)
    return;
  cudnn_strict_describe_run(context, op, c->precision, algorithm, what,
                            sizeof(what));
  cudnn_strict_record_site(context, op, c->precision, algorithm);
  cudnn_strict_format_error(error->error, site->max_error,
                            sizeof(site->max_error));
  snprintf(site->bound, sizeof(site->bound), "%.3g", error->bound);
  cudnn_strict_gpu_fail(
      context->outcome, CUDNN_STRICT_GPU_CAUSE_WRONG_RESULT,
      "do not use this cuDNN release on this GPU: install another cuDNN "
      "release or NVIDIA driver and check again (cudnn-strict-probe prints "
      "the error of every algorithm)",
      "%s differs from the CPU reference by %s where its error bound is %s "
      "(both relative to the largest output, %s case, %s)",
      what, site->max_error, site->bound, c->geometry->name, c->layout->name);
}

/* ---- one geometry in one precision ----------------------------------- */

static int cudnn_strict_case_describe(struct cudnn_strict_gpu_context *context,
                                      struct cudnn_strict_case *c) {
  const struct cudnn_strict_cudnn_api *api = context->api;
  const struct cudnn_strict_geometry *g = c->geometry;
  int type = c->precision->data_type;
  int math = c->precision->math_type;
  int format = c->layout->format;
  int(*d)[4] = c->dims;
  int status;
  if (math == CUDNN_STRICT_FMA_MATH &&
      context->cudnn_major < CUDNN_STRICT_FIRST_FMA_MATH_MAJOR)
    math = CUDNN_STRICT_DEFAULT_MATH; /* never TF32 before cuDNN 8 */
  c->math_type = math;
  if ((status = api->create_tensor(&c->desc[CUDNN_STRICT_X])) != 0 ||
      (status = api->create_filter(&c->desc[CUDNN_STRICT_W])) != 0 ||
      (status = api->create_tensor(&c->desc[CUDNN_STRICT_Y])) != 0 ||
      (status = api->create_convolution(&c->convolution)) != 0)
    return status;
  if ((status = api->set_tensor_4d(c->desc[CUDNN_STRICT_X], format, type,
                                   d[0][0], d[0][1], d[0][2], d[0][3])) != 0 ||
      (status = api->set_filter_4d(c->desc[CUDNN_STRICT_W], type, format,
                                   d[1][0], d[1][1], d[1][2], d[1][3])) != 0 ||
      (status = api->set_tensor_4d(c->desc[CUDNN_STRICT_Y], format, type,
                                   d[2][0], d[2][1], d[2][2], d[2][3])) != 0)
    return status;
  /* FP16 and BF16 accumulate in FP32, as frameworks ask. */
  if ((status = api->set_convolution_2d(
           c->convolution, g->pad_h, g->pad_w, g->stride_h, g->stride_w,
           g->dilation_h, g->dilation_w, CUDNN_STRICT_CROSS_CORRELATION,
           CUDNN_STRICT_DATA_FLOAT)) != 0)
    return status;
  return api->set_math_type(c->convolution, math);
}

static cudaError_t cudnn_strict_case_allocate(struct cudnn_strict_case *c) {
  int t;
  for (t = 0; t < CUDNN_STRICT_TENSOR_COUNT; ++t) {
    size_t bytes =
        c->count[t] * cudnn_strict_element_size(c->precision->data_type);
    cudaError_t error = cudaMalloc(&c->device[t], bytes);
    if (error != cudaSuccess) {
      c->device[t] = NULL;
      return error;
    }
  }
  return cudaSuccess;
}

static void cudnn_strict_case_release(struct cudnn_strict_gpu_context *context,
                                      struct cudnn_strict_case *c) {
  const struct cudnn_strict_cudnn_api *api = context->api;
  int t;
  for (t = 0; t < CUDNN_STRICT_TENSOR_COUNT; ++t) {
    if (c->device[t] != NULL)
      cudaFree(c->device[t]);
    free(c->values[t]);
    free(c->host[t]);
  }
  free(c->sentinel);
  free(c->expected);
  free(c->magnitude);
  free(c->terms);
  if (c->desc[CUDNN_STRICT_X] != NULL)
    api->destroy_tensor(c->desc[CUDNN_STRICT_X]);
  if (c->desc[CUDNN_STRICT_Y] != NULL)
    api->destroy_tensor(c->desc[CUDNN_STRICT_Y]);
  if (c->desc[CUDNN_STRICT_W] != NULL)
    api->destroy_filter(c->desc[CUDNN_STRICT_W]);
  if (c->convolution != NULL)
    api->destroy_convolution(c->convolution);
}

/* Merges one run into an algorithm's result: the worse state wins. */
static void cudnn_strict_note(struct cudnn_strict_algorithm_result *result,
                              enum cudnn_strict_algorithm_state state,
                              int status) {
  if (state > result->state)
    result->state = state;
  if (status != 0)
    result->status = status;
}

static int cudnn_strict_accept_status(
    struct cudnn_strict_gpu_context *context, const struct cudnn_strict_case *c,
    const struct cudnn_strict_operation *op, int algorithm, const char *call,
    int status, struct cudnn_strict_algorithm_result *result);

static const char *
cudnn_strict_heuristic_name(const struct cudnn_strict_operation *op) {
  static const char *const names[] = {
      "cudnnGetConvolutionForwardAlgorithm_v7",
      "cudnnGetConvolutionBackwardDataAlgorithm_v7",
      "cudnnGetConvolutionBackwardFilterAlgorithm_v7"};
  return names[op->id];
}

/* One run: an algorithm and the math type it runs with. */
struct cudnn_strict_candidate {
  int algorithm;
  int math_type;
};

/* The runs: each (algorithm, math type) the _v7 heuristic lists with
   success, or every algorithm with the descriptor's math type when the
   library has no heuristic.  Returns how many. */
static int
cudnn_strict_candidates(struct cudnn_strict_gpu_context *context,
                        const struct cudnn_strict_case *c,
                        const struct cudnn_strict_operation *op,
                        struct cudnn_strict_algorithm_result *results,
                        struct cudnn_strict_candidate *runs) {
  struct cudnn_strict_calls calls = cudnn_strict_calls_of(context->api, op->id);
  struct cudnn_strict_algo_perf perf[CUDNN_STRICT_PERF_ENTRIES];
  int returned = 0, count = 0, i, j, status;
  if (calls.algorithms == NULL) {
    for (i = 0; i < op->algorithm_count; ++i) {
      runs[count].algorithm = i;
      runs[count++].math_type = c->math_type;
    }
    return count;
  }
  memset(perf, 0, sizeof(perf));
  status = calls.algorithms(context->handle, c->desc[op->a], c->desc[op->b],
                            c->convolution, c->desc[op->out],
                            CUDNN_STRICT_PERF_ENTRIES, &returned, perf);
  if (status != 0) {
    /* Declining the whole case is no failure; anything else is. */
    if (cudnn_strict_cudnn_status_class(context->cudnn_major, status) ==
        CUDNN_STRICT_CLASS_UNSUPPORTED) {
      for (i = 0; i < op->algorithm_count; ++i)
        cudnn_strict_note(&results[i], CUDNN_STRICT_ALGO_NOT_SUPPORTED, status);
    } else {
      cudnn_strict_fail_status(context, op, c->precision, -1,
                               cudnn_strict_heuristic_name(op), status);
    }
    return 0;
  }
  for (i = 0; i < returned && i < CUDNN_STRICT_PERF_ENTRIES; ++i) {
    int algorithm = perf[i].algo, listed = 0;
    if (algorithm < 0 || algorithm >= op->algorithm_count ||
        perf[i].math_type < 0 ||
        perf[i].math_type >= CUDNN_STRICT_MATH_TYPE_COUNT)
      continue;
    if (perf[i].status != 0) {
      /* The heuristic's verdict on one algorithm: declining is fine, a
         missing sub-library or no kernels for this GPU is not. */
      cudnn_strict_accept_status(context, c, op, algorithm,
                                 cudnn_strict_heuristic_name(op),
                                 perf[i].status, &results[algorithm]);
      continue;
    }
    for (j = 0; j < count; ++j)
      listed |= runs[j].algorithm == algorithm &&
                runs[j].math_type == perf[i].math_type;
    if (!listed) {
      runs[count].algorithm = algorithm;
      runs[count++].math_type = perf[i].math_type;
    }
  }
  return count;
}

static cudaError_t
cudnn_strict_upload(const struct cudnn_strict_case *c,
                    const struct cudnn_strict_operation *op) {
  size_t element = cudnn_strict_element_size(c->precision->data_type);
  cudaError_t error;
  if ((error = cudaMemcpy(c->device[op->a], c->host[op->a],
                          c->count[op->a] * element, cudaMemcpyHostToDevice)) !=
          cudaSuccess ||
      (error = cudaMemcpy(c->device[op->b], c->host[op->b],
                          c->count[op->b] * element, cudaMemcpyHostToDevice)) !=
          cudaSuccess)
    return error;
  return cudaMemcpy(c->device[op->out], c->sentinel,
                    c->count[op->out] * element, cudaMemcpyHostToDevice);
}

/* cuDNN reports launch problems through its status, the runtime through
   the next synchronisation or cudaGetLastError. */
static cudaError_t cudnn_strict_settle_device(void) {
  cudaError_t error = cudaDeviceSynchronize();
  cudaError_t last = cudaGetLastError();
  return error != cudaSuccess ? error : last;
}

static const char *
cudnn_strict_call_name(const struct cudnn_strict_operation *op,
                       int workspace_query) {
  static const char *const names[][2] = {
      {"cudnnConvolutionForward", "cudnnGetConvolutionForwardWorkspaceSize"},
      {"cudnnConvolutionBackwardData",
       "cudnnGetConvolutionBackwardDataWorkspaceSize"},
      {"cudnnConvolutionBackwardFilter",
       "cudnnGetConvolutionBackwardFilterWorkspaceSize"}};
  return names[op->id][workspace_query ? 1 : 0];
}

/* Returns 1 when `status` lets the algorithm go on; otherwise notes it as
   not supported (cuDNN declines the case) or failed (anything else). */
static int cudnn_strict_accept_status(
    struct cudnn_strict_gpu_context *context, const struct cudnn_strict_case *c,
    const struct cudnn_strict_operation *op, int algorithm, const char *call,
    int status, struct cudnn_strict_algorithm_result *result) {
  enum cudnn_strict_status_class status_class =
      cudnn_strict_cudnn_status_class(context->cudnn_major, status);
  if (status_class == CUDNN_STRICT_CLASS_OK)
    return 1;
  /* In forward-compatibility mode cuDNN runs only what it can build for
     the new GPU: an algorithm without kernels for it declines, and the
     coverage rule still wants one per type. */
  if (status_class == CUDNN_STRICT_CLASS_UNSUPPORTED ||
      (status_class == CUDNN_STRICT_CLASS_ARCH_MISMATCH &&
       context->device.forward_compatible)) {
    cudnn_strict_note(result, CUDNN_STRICT_ALGO_NOT_SUPPORTED, status);
    return 0;
  }
  if (status_class == CUDNN_STRICT_CLASS_OUT_OF_MEMORY) {
    cudnn_strict_note(result, CUDNN_STRICT_ALGO_SKIPPED, status);
    return 0;
  }
  cudnn_strict_note(result, CUDNN_STRICT_ALGO_FAILED, status);
  cudnn_strict_fail_status(context, op, c->precision, algorithm, call, status);
  return 0;
}

/* Sizes and allocates the algorithm's workspace.  Returns 1 when it may
   run. */
static int cudnn_strict_workspace(struct cudnn_strict_gpu_context *context,
                                  struct cudnn_strict_case *c,
                                  const struct cudnn_strict_operation *op,
                                  int algorithm,
                                  struct cudnn_strict_algorithm_result *result,
                                  void **workspace, size_t *bytes) {
  struct cudnn_strict_calls calls = cudnn_strict_calls_of(context->api, op->id);
  cudaError_t error;
  int status =
      calls.workspace(context->handle, c->desc[op->a], c->desc[op->b],
                      c->convolution, c->desc[op->out], algorithm, bytes);
  *workspace = NULL;
  if (!cudnn_strict_accept_status(context, c, op, algorithm,
                                  cudnn_strict_call_name(op, 1), status,
                                  result))
    return 0;
  if (*bytes > CUDNN_STRICT_WORKSPACE_LIMIT) {
    cudnn_strict_note(result, CUDNN_STRICT_ALGO_NOT_SUPPORTED, 0);
    return 0;
  }
  if (*bytes > 0 && (error = cudaMalloc(workspace, *bytes)) != cudaSuccess) {
    *workspace = NULL;
    if (error == cudaErrorMemoryAllocation) {
      /* Another process holds the memory: this algorithm cannot be
         tried, the others can.  The error is not sticky; clear it so the
         next synchronisation does not report it. */
      (void)cudaGetLastError();
      cudnn_strict_note(result, CUDNN_STRICT_ALGO_SKIPPED, 0);
    } else {
      cudnn_strict_fail_cuda(context, c, op, algorithm, "cudaMalloc", error);
    }
    return 0;
  }
  return 1;
}

/* Reads the output back and compares it with the reference. */
static void cudnn_strict_judge_output(
    struct cudnn_strict_gpu_context *context, struct cudnn_strict_case *c,
    const struct cudnn_strict_operation *op, int algorithm,
    struct cudnn_strict_algorithm_result *result) {
  size_t bytes =
      c->count[op->out] * cudnn_strict_element_size(c->precision->data_type);
  struct cudnn_strict_error worst;
  cudaError_t error = cudaMemcpy(c->host[op->out], c->device[op->out], bytes,
                                 cudaMemcpyDeviceToHost);
  if (error != cudaSuccess) {
    cudnn_strict_fail_cuda(context, c, op, algorithm, "cudaMemcpy", error);
    return;
  }
  worst = cudnn_strict_measure(c, op, algorithm);
  if (result->state >= CUDNN_STRICT_ALGO_PASSED &&
      result->worst.largest > worst.largest)
    worst.largest = result->worst.largest;
  if (worst.share > result->worst.share ||
      result->state < CUDNN_STRICT_ALGO_PASSED)
    result->worst = worst;
  else
    result->worst.largest = worst.largest;
  if (c->precision == &cudnn_strict_self_test) {
    /* Exceeding the bound is what the self-test wants to see. */
    cudnn_strict_note(result,
                      worst.share <= 1.0 ? CUDNN_STRICT_ALGO_PASSED
                                         : CUDNN_STRICT_ALGO_FAILED,
                      0);
  } else if (worst.share <= 1.0) {
    cudnn_strict_note(result, CUDNN_STRICT_ALGO_PASSED, 0);
    ++context->convolutions_passed;
  } else {
    cudnn_strict_note(result, CUDNN_STRICT_ALGO_FAILED, 0);
    cudnn_strict_fail_result(context, c, op, algorithm, &worst);
  }
}

static void
cudnn_strict_run_algorithm(struct cudnn_strict_gpu_context *context,
                           struct cudnn_strict_case *c,
                           const struct cudnn_strict_operation *op,
                           const struct cudnn_strict_candidate *run,
                           struct cudnn_strict_algorithm_result *result) {
  struct cudnn_strict_calls calls = cudnn_strict_calls_of(context->api, op->id);
  const float alpha = 1.0f, beta = 0.0f;
  size_t workspace_bytes = 0;
  void *workspace = NULL;
  int algorithm = run->algorithm;
  cudaError_t error;
  int status;

  /* As PyTorch does: cuDNN picks tensor-core kernels by the algorithm and
     the math type together, so each runs with the one it was listed with. */
  status = context->api->set_math_type(c->convolution, run->math_type);
  if (!cudnn_strict_accept_status(context, c, op, algorithm,
                                  "cudnnSetConvolutionMathType", status,
                                  result))
    return;
  if (!cudnn_strict_workspace(context, c, op, algorithm, result, &workspace,
                              &workspace_bytes))
    return;
  if ((error = cudnn_strict_upload(c, op)) != cudaSuccess) {
    cudnn_strict_fail_cuda(context, c, op, algorithm, "cudaMemcpy", error);
    cudaFree(workspace);
    return;
  }
  status = calls.run(context->handle, &alpha, c->desc[op->a], c->device[op->a],
                     c->desc[op->b], c->device[op->b], c->convolution,
                     algorithm, workspace, workspace_bytes, &beta,
                     c->desc[op->out], c->device[op->out]);
  error = cudnn_strict_settle_device();
  if (workspace != NULL)
    cudaFree(workspace);
  if (error != cudaSuccess) {
    cudnn_strict_note(result, CUDNN_STRICT_ALGO_FAILED, status);
    cudnn_strict_fail_cuda(context, c, op, algorithm,
                           cudnn_strict_call_name(op, 0), error);
    return;
  }
  if (cudnn_strict_accept_status(context, c, op, algorithm,
                                 cudnn_strict_call_name(op, 0), status,
                                 result)) {
    result->math_types |= 1u << run->math_type;
    cudnn_strict_judge_output(context, c, op, algorithm, result);
  }
}

/* Runs one geometry; returns 0 when the device is no longer usable. */
static int
cudnn_strict_run_geometry(struct cudnn_strict_gpu_context *context,
                          const struct cudnn_strict_operation *op,
                          const struct cudnn_strict_precision *prec,
                          const struct cudnn_strict_geometry *geometry,
                          const struct cudnn_strict_layout *layout,
                          struct cudnn_strict_algorithm_result *results) {
  struct cudnn_strict_case c;
  struct cudnn_strict_candidate runs[CUDNN_STRICT_MAX_RUNS];
  int count, i, status;
  cudaError_t error;
  memset(&c, 0, sizeof(c));
  c.geometry = geometry;
  c.precision = prec;
  c.layout = layout;
  cudnn_strict_case_dims(&c);
  status = cudnn_strict_case_describe(context, &c);
  if (status != 0) {
    /* A data type this release does not take is no failure; anything
       else is. */
    if (cudnn_strict_cudnn_status_class(context->cudnn_major, status) ==
        CUDNN_STRICT_CLASS_UNSUPPORTED) {
      for (i = 0; i < op->algorithm_count; ++i)
        cudnn_strict_note(&results[i], CUDNN_STRICT_ALGO_NOT_SUPPORTED, status);
    } else {
      cudnn_strict_fail_status(context, op, prec, -1,
                               "setting up the descriptors", status);
    }
  } else if (!cudnn_strict_case_fill(&c)) {
    cudnn_strict_fail_cuda(context, &c, op, -1, "malloc",
                           cudaErrorMemoryAllocation);
  } else if ((error = cudnn_strict_case_allocate(&c)) != cudaSuccess) {
    cudnn_strict_fail_cuda(context, &c, op, -1, "cudaMalloc", error);
  } else {
    cudnn_strict_reference(&c, op);
    count = cudnn_strict_candidates(context, &c, op, results, runs);
    for (i = 0; i < count && !c.aborted; ++i)
      cudnn_strict_run_algorithm(context, &c, op, &runs[i],
                                 &results[runs[i].algorithm]);
  }
  cudnn_strict_case_release(context, &c);
  return !c.aborted;
}

/* ---- reporting -------------------------------------------------------- */

static const char *
cudnn_strict_algorithm_state_name(enum cudnn_strict_algorithm_state state) {
#define CUDNN_STRICT_ALGO_RESULT(name, result) result,
  static const char *const results[] = {
      CUDNN_STRICT_ALGORITHM_STATE_MAP(CUDNN_STRICT_ALGO_RESULT)};
#undef CUDNN_STRICT_ALGO_RESULT
  size_t index = (size_t)state;
  return index < CUDNN_STRICT_ALGO_STATE_COUNT ? results[index]
                                               : "NOT_SUPPORTED";
}

/* "TENSOR_OP_MATH+FMA_MATH": the math types an algorithm ran with. */
static void cudnn_strict_math_types_text(unsigned math_types, char *out,
                                         size_t size) {
  static const char *const names[CUDNN_STRICT_MATH_TYPE_COUNT] = {
      "DEFAULT_MATH", "TENSOR_OP_MATH", "TENSOR_OP_MATH_ALLOW_CONVERSION",
      "FMA_MATH"};
  size_t used = 0;
  int m;
  out[0] = '\0';
  for (m = 0; m < CUDNN_STRICT_MATH_TYPE_COUNT; ++m) {
    int written;
    if (!(math_types & (1u << m)))
      continue;
    written = snprintf(out + used, size - used, "%s%s", used > 0 ? "+" : "",
                       names[m]);
    if (written < 0 || (size_t)written >= size - used)
      return;
    used += (size_t)written;
  }
}

static void
cudnn_strict_report_results(struct cudnn_strict_gpu_context *context,
                            const struct cudnn_strict_operation *op,
                            const struct cudnn_strict_precision *prec,
                            const struct cudnn_strict_algorithm_result *results,
                            const char *overall) {
  struct cudnn_strict_writer *w = context->writer;
  int ordinal = context->device.ordinal, i;
  char text[CUDNN_STRICT_GPU_WORD_SIZE];
  for (i = 0; i < op->algorithm_count; ++i) {
    const struct cudnn_strict_algorithm_result *r = &results[i];
    cudnn_strict_gpu_report_at(w, cudnn_strict_algorithm_state_name(r->state),
                               "gpu.%d.%s.%s.algo%d.result", ordinal, op->key,
                               prec->label, i);
    if (r->state >= CUDNN_STRICT_ALGO_PASSED) {
      cudnn_strict_gpu_report_at(w, op->algorithms[i].name,
                                 "gpu.%d.%s.%s.algo%d.name", ordinal, op->key,
                                 prec->label, i);
      cudnn_strict_format_error(r->worst.error, text, sizeof(text));
      cudnn_strict_gpu_report_at(w, text, "gpu.%d.%s.%s.algo%d.max_error",
                                 ordinal, op->key, prec->label, i);
      snprintf(text, sizeof(text), "%.3g", r->worst.bound);
      cudnn_strict_gpu_report_at(w, text, "gpu.%d.%s.%s.algo%d.bound", ordinal,
                                 op->key, prec->label, i);
      cudnn_strict_format_error(r->worst.largest, text, sizeof(text));
      cudnn_strict_gpu_report_at(w, text, "gpu.%d.%s.%s.algo%d.largest_error",
                                 ordinal, op->key, prec->label, i);
      cudnn_strict_math_types_text(r->math_types, text, sizeof(text));
      if (text[0] != '\0')
        cudnn_strict_gpu_report_at(w, text, "gpu.%d.%s.%s.algo%d.math", ordinal,
                                   op->key, prec->label, i);
    }
    if (r->status != 0) {
      cudnn_strict_gpu_status_text(context, r->status, text, sizeof(text));
      cudnn_strict_gpu_report_at(w, text, "gpu.%d.%s.%s.algo%d.status", ordinal,
                                 op->key, prec->label, i);
    }
  }
  cudnn_strict_gpu_report_at(w, overall, "gpu.%d.%s.%s.result", ordinal,
                             op->key, prec->label);
}

/* The status that best explains why no algorithm ran: the first that is
   not a plain "does not take this case", else the first of any kind. */
static int cudnn_strict_telling_status(
    const struct cudnn_strict_gpu_context *context,
    const struct cudnn_strict_operation *op,
    const struct cudnn_strict_algorithm_result *results) {
  int i, first = 0;
  for (i = 0; i < op->algorithm_count; ++i) {
    int status = results[i].status;
    if (status == 0)
      continue;
    if (cudnn_strict_cudnn_status_class(context->cudnn_major, status) !=
        CUDNN_STRICT_CLASS_UNSUPPORTED)
      return status;
    if (first == 0)
      first = status;
  }
  return first;
}

/* A precision this GPU and cuDNN must take (see .required_cc): cuDNN
   running none of its algorithms is a failure, named after the statuses it
   gave. */
static void cudnn_strict_require_coverage(
    struct cudnn_strict_gpu_context *context,
    const struct cudnn_strict_operation *op,
    const struct cudnn_strict_precision *prec,
    const struct cudnn_strict_algorithm_result *results) {
  int status = cudnn_strict_telling_status(context, op, results);
  char what[CUDNN_STRICT_GPU_TEXT_SIZE], fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  char status_text[CUDNN_STRICT_GPU_WORD_SIZE] = "no status";
  enum cudnn_strict_status_class status_class =
      cudnn_strict_cudnn_status_class(context->cudnn_major, status);
  int declined = status_class == CUDNN_STRICT_CLASS_UNSUPPORTED ||
                 status_class == CUDNN_STRICT_CLASS_OK;
  ++context->failures;
  if (context->outcome->status != CUDNN_STRICT_GPU_PASSED)
    return;
  if (status != 0)
    cudnn_strict_gpu_status_text(context, status, status_text,
                                 sizeof(status_text));
  cudnn_strict_describe_run(context, op, prec, -1, what, sizeof(what));
  cudnn_strict_record_site(context, op, prec, -1);
  cudnn_strict_copy_text(context->outcome->site.cudnn_status,
                         sizeof(context->outcome->site.cudnn_status),
                         status_text);
  if (declined)
    snprintf(fix, sizeof(fix),
             "cuDNN should run %s on compute capability %d.%d: check that "
             "this cuDNN release supports the GPU (NVIDIA's cuDNN support "
             "matrix) and that all its sub-libraries are installed "
             "(libcudnn_engines_*, libcudnn_cnn)",
             prec->label, context->device.cc_major, context->device.cc_minor);
  else
    cudnn_strict_gpu_status_fix(status_class, &context->device, fix,
                                sizeof(fix));
  cudnn_strict_gpu_fail(context->outcome,
                        declined ? CUDNN_STRICT_GPU_CAUSE_NO_ALGORITHM
                                 : cudnn_strict_gpu_status_cause(status_class),
                        fix, "%s: cuDNN runs no algorithm (%s)", what,
                        status_text);
}

/* Every algorithm that could run lacked memory: the GPU is busy. */
static void cudnn_strict_skip_busy(struct cudnn_strict_gpu_context *context,
                                   const struct cudnn_strict_operation *op,
                                   const struct cudnn_strict_precision *prec) {
  char what[CUDNN_STRICT_GPU_TEXT_SIZE];
  ++context->failures;
  cudnn_strict_describe_run(context, op, prec, -1, what, sizeof(what));
  cudnn_strict_gpu_skip(context->outcome, CUDNN_STRICT_GPU_CAUSE_DEVICE_BUSY,
                        "free GPU memory (nvidia-smi lists the processes "
                        "using it) or configure while the GPU is idle",
                        "%s: no algorithm could get memory for its workspace",
                        what);
}

static double cudnn_strict_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* Past the device's time (context->convolution_seconds from its start),
   each operation and type runs its first geometry and layout only: the
   whole check stays within its time limit on a GPU whose kernels load
   slowly, still covering every operation and type. */
static int cudnn_strict_may_go_on(struct cudnn_strict_gpu_context *context,
                                  size_t geometry, size_t layout) {
  if (geometry == 0 && layout == 0)
    return 1;
  if (context->started == 0.0 ||
      cudnn_strict_now() - context->started < context->convolution_seconds)
    return 1;
  context->time_capped = 1;
  return 0;
}

static int
cudnn_strict_device_takes(const struct cudnn_strict_gpu_context *context,
                          const struct cudnn_strict_precision *prec,
                          int from_cc) {
  int cc = context->device.cc_major * 10 + context->device.cc_minor;
  return cc >= from_cc && context->cudnn_code >= prec->min_cudnn;
}

/* Runs `op` in `prec` on every geometry and layout the time allows,
   into `results` (one per algorithm), then reports the results; sets
   `*ran` to the algorithms that ran and `*failed` to those that failed.
   Returns 0 when the device is no longer usable. */
static int
cudnn_strict_run_every_shape(struct cudnn_strict_gpu_context *context,
                             const struct cudnn_strict_operation *op,
                             const struct cudnn_strict_precision *prec,
                             struct cudnn_strict_algorithm_result *results,
                             int *ran, int *failed) {
  int usable = 1, i;
  size_t g, l;
  memset(results, 0, CUDNN_STRICT_MAX_ALGO_COUNT * sizeof(*results));
  for (g = 0; g < CUDNN_STRICT_GEOMETRY_COUNT && usable; ++g)
    for (l = 0; l < CUDNN_STRICT_LAYOUT_COUNT && usable &&
                cudnn_strict_may_go_on(context, g, l);
         ++l)
      usable = cudnn_strict_run_geometry(context, op, prec,
                                         &cudnn_strict_geometries[g],
                                         &cudnn_strict_layouts[l], results);
  *ran = *failed = 0;
  for (i = 0; i < op->algorithm_count; ++i) {
    *ran += results[i].state >= CUDNN_STRICT_ALGO_PASSED;
    *failed += results[i].state == CUDNN_STRICT_ALGO_FAILED;
  }
  cudnn_strict_report_results(context, op, prec, results,
                              cudnn_strict_algorithm_state_name(
                                  *failed ? CUDNN_STRICT_ALGO_FAILED
                                  : *ran  ? CUDNN_STRICT_ALGO_PASSED
                                          : CUDNN_STRICT_ALGO_NOT_SUPPORTED));
  return usable;
}

/* Runs one operation in one precision over all geometries.  Returns 0
   when the device is no longer usable. */
static int
cudnn_strict_check_precision(struct cudnn_strict_gpu_context *context,
                             const struct cudnn_strict_operation *op,
                             const struct cudnn_strict_precision *prec) {
  struct cudnn_strict_algorithm_result results[CUDNN_STRICT_MAX_ALGO_COUNT];
  struct cudnn_strict_writer *w = context->writer;
  int usable = 1, ran = 0, failed = 0, skipped = 0, i;
  int required = cudnn_strict_device_takes(context, prec, prec->required_cc);
  if (!cudnn_strict_device_takes(context, prec, prec->min_cc)) {
    cudnn_strict_gpu_report_at(
        w, cudnn_strict_gpu_status_name(CUDNN_STRICT_GPU_SKIPPED),
        "gpu.%d.%s.%s.result", context->device.ordinal, op->key, prec->label);
    return 1;
  }
  /* Written first: after a crash or hang, the last line says what ran. */
  cudnn_strict_gpu_report_at(w, required ? "1" : "0", "gpu.%d.%s.%s.required",
                             context->device.ordinal, op->key, prec->label);
  usable =
      cudnn_strict_run_every_shape(context, op, prec, results, &ran, &failed);
  if (usable && ran == 0 && required) {
    for (i = 0; i < op->algorithm_count; ++i)
      skipped += results[i].state == CUDNN_STRICT_ALGO_SKIPPED;
    if (skipped > 0)
      cudnn_strict_skip_busy(context, op, prec);
    else
      cudnn_strict_require_coverage(context, op, prec, results);
  }
  return usable;
}

/* The self-test: on a GPU with TF32, FP32 forward convolutions with TF32
   allowed must exceed the FP32 bound somewhere, or the bound proves
   nothing.  Reports gpu.<d>.self_test.result (PASSED: the bound caught
   TF32; FAILED: it did not; SKIPPED: no TF32 here) and .reason.  Returns 0
   when the device is no longer usable. */
static int
cudnn_strict_check_self_test(struct cudnn_strict_gpu_context *context) {
  const struct cudnn_strict_operation *op = &cudnn_strict_operations[0];
  const struct cudnn_strict_precision *prec = &cudnn_strict_self_test;
  struct cudnn_strict_algorithm_result results[CUDNN_STRICT_MAX_ALGO_COUNT];
  struct cudnn_strict_writer *w = context->writer;
  const char *override = getenv(CUDNN_STRICT_GPU_ENV(NVIDIA_TF32_OVERRIDE));
  int ordinal = context->device.ordinal, usable = 1, ran = 0, caught = 0;
  char what[CUDNN_STRICT_GPU_TEXT_SIZE];
  if (!cudnn_strict_device_takes(context, prec, prec->min_cc) ||
      (override != NULL && strcmp(override, "0") == 0)) {
    cudnn_strict_gpu_report_at(
        w, cudnn_strict_gpu_status_name(CUDNN_STRICT_GPU_SKIPPED),
        "gpu.%d.self_test.result", ordinal);
    cudnn_strict_gpu_report_at(
        w,
        override != NULL && strcmp(override, "0") == 0
            ? "NVIDIA_TF32_OVERRIDE=0 turns TF32 off"
            : "TF32 needs compute capability 8.0 and cuDNN 8 or later",
        "gpu.%d.self_test.reason", ordinal);
    return 1;
  }
  usable =
      cudnn_strict_run_every_shape(context, op, prec, results, &ran, &caught);
  cudnn_strict_gpu_report_at(
      w,
      cudnn_strict_gpu_status_name(caught ? CUDNN_STRICT_GPU_PASSED
                                   : ran  ? CUDNN_STRICT_GPU_FAILED
                                          : CUDNN_STRICT_GPU_SKIPPED),
      "gpu.%d.self_test.result", ordinal);
  if (!usable || caught || ran == 0) {
    if (ran == 0 && usable)
      cudnn_strict_gpu_report_at(w, "no algorithm ran",
                                 "gpu.%d.self_test.reason", ordinal);
    return usable;
  }
  ++context->failures;
  cudnn_strict_describe_run(context, op, prec, -1, what, sizeof(what));
  cudnn_strict_gpu_report_at(w, "the FP32 bound did not catch TF32",
                             "gpu.%d.self_test.reason", ordinal);
  cudnn_strict_gpu_fail(
      context->outcome, CUDNN_STRICT_GPU_CAUSE_SELF_TEST,
      "check that TF32 is on (NVIDIA_TF32_OVERRIDE unset) and whether any "
      "gpu.<d>.fwd.TF32_JUDGED_AS_FLOAT.algo<n>.math names TENSOR_OP_MATH "
      "(cuDNN may have run no TF32 kernel on these shapes); otherwise the "
      "error bound, which would then not catch FP32 computed in TF32 "
      "either, is too loose: report the output of cudnn-strict-probe "
      "--gpu-check require --gpu-self-test",
      "%s: every algorithm stays within the FP32 bound with TF32 allowed, "
      "so the bound cannot tell FP32 from TF32",
      what);
  return 1;
}

/* ---- the graph API ---------------------------------------------------- */

/* One convolution through the backend descriptors, as cudnn-frontend (and
   so PyTorch) builds it: an operation graph of one forward convolution in
   NHWC FP32 with TF32 allowed, the engine configurations heuristics mode A
   proposes, and the first CUDNN_STRICT_GRAPH_PLANS execution plans, each
   judged like a legacy algorithm.  The engine behind a plan is not known
   to the check, so each is held to the loosest (FFT's) bound. */
#define CUDNN_STRICT_GRAPH_PLANS 4

static const struct cudnn_strict_algorithm cudnn_strict_graph_plans[] = {
    {"HEURISTIC_A_0", CUDNN_STRICT_GROWTH_FFT_TILE},
    {"HEURISTIC_A_1", CUDNN_STRICT_GROWTH_FFT_TILE},
    {"HEURISTIC_A_2", CUDNN_STRICT_GROWTH_FFT_TILE},
    {"HEURISTIC_A_3", CUDNN_STRICT_GROWTH_FFT_TILE}};

static const struct cudnn_strict_operation cudnn_strict_graph_forward = {
    CUDNN_STRICT_FORWARD,
    "graph_fwd",
    "graph-API forward convolution",
    CUDNN_STRICT_GRAPH_PLANS,
    cudnn_strict_graph_plans,
    CUDNN_STRICT_X,
    CUDNN_STRICT_W,
    CUDNN_STRICT_Y};

/* The descriptors of one graph; all NULL until made. */
struct cudnn_strict_graph {
  void *tensor[CUDNN_STRICT_TENSOR_COUNT];
  void *convolution, *operation, *graph, *heuristics;
  void *configs[CUDNN_STRICT_GRAPH_PLANS];
  int config_count;
};

static int cudnn_strict_backend_make(const struct cudnn_strict_cudnn_api *api,
                                     int type, void **out) {
  *out = NULL;
  return api->backend_create(type, out);
}

static int cudnn_strict_set_int64s(const struct cudnn_strict_cudnn_api *api,
                                   void *desc, int attribute, int count,
                                   const int64_t *values) {
  return api->backend_set(desc, attribute, CUDNN_STRICT_TYPE_INT64, count,
                          values);
}

static int cudnn_strict_set_descriptor(const struct cudnn_strict_cudnn_api *api,
                                       void *desc, int attribute, void *value) {
  return api->backend_set(desc, attribute, CUDNN_STRICT_TYPE_BACKEND_DESCRIPTOR,
                          1, &value);
}

/* A tensor of the case (NCHW dims, strides of its layout). */
static int cudnn_strict_graph_tensor(const struct cudnn_strict_cudnn_api *api,
                                     const struct cudnn_strict_case *c, int t,
                                     void **out) {
  const int *d = c->dims[t];
  int64_t dims[4], strides[4], uid = t + 1, alignment = 16;
  int data_type = c->precision->data_type, status, i;
  for (i = 0; i < 4; ++i)
    dims[i] = d[i];
  /* NHWC: channels vary fastest. */
  strides[1] = 1;
  strides[3] = d[1];
  strides[2] = (int64_t)d[1] * d[3];
  strides[0] = (int64_t)d[1] * d[2] * d[3];
  if ((status = cudnn_strict_backend_make(api, CUDNN_STRICT_BACKEND_TENSOR,
                                          out)) != 0 ||
      (status = api->backend_set(*out, CUDNN_STRICT_ATTR_TENSOR_DATA_TYPE,
                                 CUDNN_STRICT_TYPE_DATA_TYPE, 1, &data_type)) !=
          0 ||
      (status = cudnn_strict_set_int64s(
           api, *out, CUDNN_STRICT_ATTR_TENSOR_DIMENSIONS, 4, dims)) != 0 ||
      (status = cudnn_strict_set_int64s(
           api, *out, CUDNN_STRICT_ATTR_TENSOR_STRIDES, 4, strides)) != 0 ||
      (status = cudnn_strict_set_int64s(
           api, *out, CUDNN_STRICT_ATTR_TENSOR_UNIQUE_ID, 1, &uid)) != 0 ||
      (status = cudnn_strict_set_int64s(api, *out,
                                        CUDNN_STRICT_ATTR_TENSOR_BYTE_ALIGNMENT,
                                        1, &alignment)) != 0)
    return status;
  return api->backend_finalize(*out);
}

/* The operation graph and its heuristics' engine configurations. */
static int cudnn_strict_graph_build(struct cudnn_strict_gpu_context *context,
                                    const struct cudnn_strict_case *c,
                                    struct cudnn_strict_graph *g) {
  const struct cudnn_strict_cudnn_api *api = context->api;
  const struct cudnn_strict_geometry *geometry = c->geometry;
  int64_t spatial = 2, dilations[2], strides[2], paddings[2], count = 0;
  int compute = CUDNN_STRICT_DATA_FLOAT, mode = CUDNN_STRICT_CROSS_CORRELATION;
  int heuristics = CUDNN_STRICT_HEUR_MODE_A, status, t, i;
  float alpha = 1.0f, beta = 0.0f;
  dilations[0] = geometry->dilation_h;
  dilations[1] = geometry->dilation_w;
  strides[0] = geometry->stride_h;
  strides[1] = geometry->stride_w;
  paddings[0] = geometry->pad_h;
  paddings[1] = geometry->pad_w;
  for (t = 0; t < CUDNN_STRICT_TENSOR_COUNT; ++t)
    if ((status = cudnn_strict_graph_tensor(api, c, t, &g->tensor[t])) != 0)
      return status;
  if ((status = cudnn_strict_backend_make(api, CUDNN_STRICT_BACKEND_CONVOLUTION,
                                          &g->convolution)) != 0 ||
      (status = api->backend_set(
           g->convolution, CUDNN_STRICT_ATTR_CONVOLUTION_COMP_TYPE,
           CUDNN_STRICT_TYPE_DATA_TYPE, 1, &compute)) != 0 ||
      (status = api->backend_set(
           g->convolution, CUDNN_STRICT_ATTR_CONVOLUTION_CONV_MODE,
           CUDNN_STRICT_TYPE_CONVOLUTION_MODE, 1, &mode)) != 0 ||
      (status = cudnn_strict_set_int64s(
           api, g->convolution, CUDNN_STRICT_ATTR_CONVOLUTION_SPATIAL_DIMS, 1,
           &spatial)) != 0 ||
      (status = cudnn_strict_set_int64s(api, g->convolution,
                                        CUDNN_STRICT_ATTR_CONVOLUTION_DILATIONS,
                                        2, dilations)) != 0 ||
      (status = cudnn_strict_set_int64s(
           api, g->convolution, CUDNN_STRICT_ATTR_CONVOLUTION_FILTER_STRIDES, 2,
           strides)) != 0 ||
      (status = cudnn_strict_set_int64s(
           api, g->convolution, CUDNN_STRICT_ATTR_CONVOLUTION_PRE_PADDINGS, 2,
           paddings)) != 0 ||
      (status = cudnn_strict_set_int64s(
           api, g->convolution, CUDNN_STRICT_ATTR_CONVOLUTION_POST_PADDINGS, 2,
           paddings)) != 0 ||
      (status = api->backend_finalize(g->convolution)) != 0)
    return status;
  if ((status = cudnn_strict_backend_make(
           api, CUDNN_STRICT_BACKEND_OPERATION_CONVOLUTION_FORWARD,
           &g->operation)) != 0 ||
      (status = cudnn_strict_set_descriptor(
           api, g->operation, CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_X,
           g->tensor[CUDNN_STRICT_X])) != 0 ||
      (status = cudnn_strict_set_descriptor(
           api, g->operation, CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_W,
           g->tensor[CUDNN_STRICT_W])) != 0 ||
      (status = cudnn_strict_set_descriptor(
           api, g->operation, CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_Y,
           g->tensor[CUDNN_STRICT_Y])) != 0 ||
      (status = cudnn_strict_set_descriptor(
           api, g->operation, CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_CONV_DESC,
           g->convolution)) != 0 ||
      (status = api->backend_set(g->operation,
                                 CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_ALPHA,
                                 CUDNN_STRICT_TYPE_FLOAT, 1, &alpha)) != 0 ||
      (status = api->backend_set(g->operation,
                                 CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_BETA,
                                 CUDNN_STRICT_TYPE_FLOAT, 1, &beta)) != 0 ||
      (status = api->backend_finalize(g->operation)) != 0)
    return status;
  if ((status = cudnn_strict_backend_make(
           api, CUDNN_STRICT_BACKEND_OPERATIONGRAPH, &g->graph)) != 0 ||
      (status = api->backend_set(
           g->graph, CUDNN_STRICT_ATTR_OPERATIONGRAPH_HANDLE,
           CUDNN_STRICT_TYPE_HANDLE, 1, &context->handle)) != 0 ||
      (status = cudnn_strict_set_descriptor(
           api, g->graph, CUDNN_STRICT_ATTR_OPERATIONGRAPH_OPS,
           g->operation)) != 0 ||
      (status = api->backend_finalize(g->graph)) != 0)
    return status;
  if ((status = cudnn_strict_backend_make(api, CUDNN_STRICT_BACKEND_ENGINEHEUR,
                                          &g->heuristics)) != 0 ||
      (status = cudnn_strict_set_descriptor(
           api, g->heuristics, CUDNN_STRICT_ATTR_ENGINEHEUR_OPERATION_GRAPH,
           g->graph)) != 0 ||
      (status = api->backend_set(
           g->heuristics, CUDNN_STRICT_ATTR_ENGINEHEUR_MODE,
           CUDNN_STRICT_TYPE_HEUR_MODE, 1, &heuristics)) != 0 ||
      (status = api->backend_finalize(g->heuristics)) != 0 ||
      (status = api->backend_get(
           g->heuristics, CUDNN_STRICT_ATTR_ENGINEHEUR_RESULTS,
           CUDNN_STRICT_TYPE_BACKEND_DESCRIPTOR, 0, &count, NULL)) != 0)
    return status;
  if (count > CUDNN_STRICT_GRAPH_PLANS)
    count = CUDNN_STRICT_GRAPH_PLANS;
  for (i = 0; i < count; ++i)
    if ((status = cudnn_strict_backend_make(api, CUDNN_STRICT_BACKEND_ENGINECFG,
                                            &g->configs[i])) != 0)
      return status;
  status = api->backend_get(g->heuristics, CUDNN_STRICT_ATTR_ENGINEHEUR_RESULTS,
                            CUDNN_STRICT_TYPE_BACKEND_DESCRIPTOR, count, &count,
                            g->configs);
  g->config_count = status == 0 ? (int)count : 0;
  return status;
}

static void cudnn_strict_graph_release(const struct cudnn_strict_cudnn_api *api,
                                       struct cudnn_strict_graph *g) {
  void **all[] = {&g->heuristics, &g->graph, &g->operation, &g->convolution};
  size_t i;
  for (i = 0; i < CUDNN_STRICT_GRAPH_PLANS; ++i)
    if (g->configs[i] != NULL)
      api->backend_destroy(g->configs[i]);
  for (i = 0; i < sizeof(all) / sizeof(all[0]); ++i)
    if (*all[i] != NULL)
      api->backend_destroy(*all[i]);
  for (i = 0; i < CUDNN_STRICT_TENSOR_COUNT; ++i)
    if (g->tensor[i] != NULL)
      api->backend_destroy(g->tensor[i]);
}

/* Finalizes, runs and judges the plan of engine configuration `i`. */
static void
cudnn_strict_graph_run(struct cudnn_strict_gpu_context *context,
                       struct cudnn_strict_case *c,
                       const struct cudnn_strict_graph *g, int i,
                       struct cudnn_strict_algorithm_result *result) {
  const struct cudnn_strict_cudnn_api *api = context->api;
  const struct cudnn_strict_operation *op = &cudnn_strict_graph_forward;
  void *plan = NULL, *pack = NULL, *workspace = NULL;
  void *pointers[CUDNN_STRICT_TENSOR_COUNT];
  int64_t uids[CUDNN_STRICT_TENSOR_COUNT], bytes = 0, count = 0;
  cudaError_t error = cudaSuccess;
  int status, t;
  for (t = 0; t < CUDNN_STRICT_TENSOR_COUNT; ++t) {
    uids[t] = t + 1;
    pointers[t] = c->device[t];
  }
  status = cudnn_strict_backend_make(api, CUDNN_STRICT_BACKEND_EXECUTION_PLAN,
                                     &plan);
  if (status == 0)
    status = api->backend_set(plan, CUDNN_STRICT_ATTR_EXECUTION_PLAN_HANDLE,
                              CUDNN_STRICT_TYPE_HANDLE, 1, &context->handle);
  if (status == 0)
    status = cudnn_strict_set_descriptor(
        api, plan, CUDNN_STRICT_ATTR_EXECUTION_PLAN_ENGINE_CONFIG,
        g->configs[i]);
  /* An engine that cannot take the graph declines here. */
  if (status == 0)
    status = api->backend_finalize(plan);
  if (status == 0)
    status =
        api->backend_get(plan, CUDNN_STRICT_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
                         CUDNN_STRICT_TYPE_INT64, 1, &count, &bytes);
  if (status == 0 && bytes > (int64_t)CUDNN_STRICT_WORKSPACE_LIMIT) {
    cudnn_strict_note(result, CUDNN_STRICT_ALGO_NOT_SUPPORTED, 0);
    status = -1;
  } else if (status == 0 && bytes > 0 &&
             (error = cudaMalloc(&workspace, (size_t)bytes)) != cudaSuccess) {
    workspace = NULL;
    cudnn_strict_fail_cuda(context, c, op, i, "cudaMalloc", error);
    status = -1;
  }
  if (status == 0 && (error = cudnn_strict_upload(c, op)) != cudaSuccess) {
    cudnn_strict_fail_cuda(context, c, op, i, "cudaMemcpy", error);
    status = -1;
  }
  if (status == 0)
    status = cudnn_strict_backend_make(api, CUDNN_STRICT_BACKEND_VARIANT_PACK,
                                       &pack);
  if (status == 0)
    status = cudnn_strict_set_int64s(api, pack,
                                     CUDNN_STRICT_ATTR_VARIANT_PACK_UNIQUE_IDS,
                                     CUDNN_STRICT_TENSOR_COUNT, uids);
  if (status == 0)
    status = api->backend_set(
        pack, CUDNN_STRICT_ATTR_VARIANT_PACK_DATA_POINTERS,
        CUDNN_STRICT_TYPE_VOID_PTR, CUDNN_STRICT_TENSOR_COUNT, pointers);
  if (status == 0)
    status = api->backend_set(pack, CUDNN_STRICT_ATTR_VARIANT_PACK_WORKSPACE,
                              CUDNN_STRICT_TYPE_VOID_PTR, 1, &workspace);
  if (status == 0)
    status = api->backend_finalize(pack);
  if (status == 0) {
    status = api->backend_execute(context->handle, plan, pack);
    error = cudnn_strict_settle_device();
    if (error != cudaSuccess) {
      cudnn_strict_note(result, CUDNN_STRICT_ALGO_FAILED, status);
      cudnn_strict_fail_cuda(context, c, op, i, "cudnnBackendExecute", error);
      status = -1;
    } else if (cudnn_strict_accept_status(
                   context, c, op, i, "cudnnBackendExecute", status, result)) {
      cudnn_strict_judge_output(context, c, op, i, result);
    }
    status = -1;
  }
  if (status > 0)
    cudnn_strict_accept_status(context, c, op, i, "cudnnBackendFinalize",
                               status, result);
  if (workspace != NULL)
    cudaFree(workspace);
  if (pack != NULL)
    api->backend_destroy(pack);
  if (plan != NULL)
    api->backend_destroy(plan);
}

/* The graph-API check (see above): gpu.<d>.graph_fwd.<type>.* (FLOAT_TF32
   from compute capability 8.0, else FLOAT), .result NOT_SUPPORTED where
   the library has no graph API or builds no graph.  A plan that runs and
   computes wrong numbers, or fails on the GPU, fails the check.  Returns
   0 when the device is no longer usable. */
static int cudnn_strict_check_graph(struct cudnn_strict_gpu_context *context) {
  const struct cudnn_strict_cudnn_api *api = context->api;
  const struct cudnn_strict_operation *op = &cudnn_strict_graph_forward;
  /* TF32 allowed, as PyTorch runs it, where the GPU has TF32. */
  const struct cudnn_strict_precision *prec =
      cudnn_strict_device_takes(context, &cudnn_strict_precisions[1],
                                cudnn_strict_precisions[1].min_cc)
          ? &cudnn_strict_precisions[1]
          : &cudnn_strict_precisions[0];
  struct cudnn_strict_algorithm_result results[CUDNN_STRICT_GRAPH_PLANS];
  struct cudnn_strict_graph g;
  struct cudnn_strict_case c;
  cudaError_t error;
  int status, i, ran = 0, failed = 0;
  if (api->backend_create == NULL || api->backend_destroy == NULL ||
      api->backend_finalize == NULL || api->backend_set == NULL ||
      api->backend_get == NULL || api->backend_execute == NULL) {
    cudnn_strict_gpu_report_at(context->writer, "NOT_SUPPORTED",
                               "gpu.%d.%s.%s.result", context->device.ordinal,
                               op->key, prec->label);
    return 1;
  }
  memset(results, 0, sizeof(results));
  memset(&g, 0, sizeof(g));
  memset(&c, 0, sizeof(c));
  c.geometry = &cudnn_strict_geometries[1];
  c.precision = prec;
  c.layout = &cudnn_strict_layouts[1];
  cudnn_strict_case_dims(&c);
  if (!cudnn_strict_case_fill(&c)) {
    cudnn_strict_fail_cuda(context, &c, op, -1, "malloc",
                           cudaErrorMemoryAllocation);
  } else if ((error = cudnn_strict_case_allocate(&c)) != cudaSuccess) {
    cudnn_strict_fail_cuda(context, &c, op, -1, "cudaMalloc", error);
  } else if ((status = cudnn_strict_graph_build(context, &c, &g)) != 0) {
    /* Reported, not failed: the legacy check above judges the install,
       and a graph this cuDNN will not build (its status in .status) is
       what frameworks fall back from. */
    for (i = 0; i < op->algorithm_count; ++i)
      cudnn_strict_note(&results[i], CUDNN_STRICT_ALGO_NOT_SUPPORTED, status);
  } else {
    cudnn_strict_reference(&c, op);
    for (i = 0; i < g.config_count && !c.aborted; ++i)
      cudnn_strict_graph_run(context, &c, &g, i, &results[i]);
  }
  cudnn_strict_graph_release(api, &g);
  cudnn_strict_case_release(context, &c);
  for (i = 0; i < op->algorithm_count; ++i) {
    ran += results[i].state >= CUDNN_STRICT_ALGO_PASSED;
    failed += results[i].state == CUDNN_STRICT_ALGO_FAILED;
  }
  cudnn_strict_report_results(context, op, prec, results,
                              cudnn_strict_algorithm_state_name(
                                  failed ? CUDNN_STRICT_ALGO_FAILED
                                  : ran  ? CUDNN_STRICT_ALGO_PASSED
                                         : CUDNN_STRICT_ALGO_NOT_SUPPORTED));
  return !c.aborted;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_gpu_check_convolutions(struct cudnn_strict_gpu_context *context) {
  size_t o, p;
  int usable = 1;
  context->started = cudnn_strict_now();
  for (o = 0; o < CUDNN_STRICT_OPERATION_COUNT && usable; ++o) {
    const struct cudnn_strict_operation *op = &cudnn_strict_operations[o];
    for (p = 0; p < CUDNN_STRICT_PRECISION_COUNT && usable; ++p)
      usable = cudnn_strict_check_precision(context, op,
                                            &cudnn_strict_precisions[p]);
  }
  if (usable && context->self_test)
    usable = cudnn_strict_check_self_test(context);
  if (usable)
    usable = cudnn_strict_check_graph(context);
  if (context->time_capped)
    cudnn_strict_gpu_report_at(
        context->writer,
        "the convolutions' share of CUDNN_STRICT_GPU_CHECK_TIMEOUT ran out: "
        "each operation and type ran its first geometry and layout only",
        "gpu.%d.time_capped", context->device.ordinal);
  return usable && context->failures == 0;
}

#else /* !CUDNN_STRICT_PROBE_HAVE_CUDART */

/* Without the CUDA runtime the check is skipped before it gets here; ISO C
   wants a translation unit to declare something. */
typedef int cudnn_strict_gpu_conv_needs_cudart;

#endif
