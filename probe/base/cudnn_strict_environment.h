/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The environment variables the configure's checks read (the configure
 * and configure_gpu programs of probe/Sources.cmake), besides the GPU
 * check's settings (gpu/cudnn_strict_gpu_environment.h).  A run of the
 * checks that one build tree keeps in the per-user cache is taken by
 * another tree, perhaps in another shell, only when these variables hold
 * the same values there: the CMake module keys the run by them, reading
 * this file (probe/Sources.cmake), so each entry stays on a line of its
 * own in exactly this form:
 *
 *   XX(NAME)
 *
 * The checks read a variable as CUDNN_STRICT_ENV(NAME): a name this list
 * lacks names no enumerator and does not compile, and the test
 * style.environment_key fails on a read that names a variable any other
 * way.
 */
#ifndef CUDNN_STRICT_ENVIRONMENT_H
#define CUDNN_STRICT_ENVIRONMENT_H

/* clang-format off */
#define CUDNN_STRICT_ENVIRONMENT_MAP(XX) \
  XX(CONDA_PREFIX) \
  XX(CUDA_HOME) \
  XX(CUDA_PATH) \
  XX(CUDA_VISIBLE_DEVICES) \
  XX(CUDNN_HOME) \
  XX(CUDNN_PATH) \
  XX(CUDNN_ROOT) \
  XX(CUDNN_STRICT_GPU_CHECK_TIMEOUT) \
  XX(CUDNN_STRICT_LD_SO_CACHE) \
  XX(CUDNN_STRICT_SEARCH_LOCATIONS) \
  XX(CuDNNStrict_ROOT) \
  XX(HOME) \
  XX(LD_LIBRARY_PATH) \
  XX(LD_PRELOAD) \
  XX(PATH) \
  XX(VIRTUAL_ENV)
/* clang-format on */

enum cudnn_strict_environment_variable {
#define XX(name) CUDNN_STRICT_ENVIRONMENT_##name,
  CUDNN_STRICT_ENVIRONMENT_MAP(XX)
#undef XX
      CUDNN_STRICT_ENVIRONMENT_COUNT
};

/* The name of the listed variable <name>, as a constant that a static
   array's initializer may hold. */
#define CUDNN_STRICT_ENV(name) (&#name[0 * CUDNN_STRICT_ENVIRONMENT_##name])

#endif /* CUDNN_STRICT_ENVIRONMENT_H */
