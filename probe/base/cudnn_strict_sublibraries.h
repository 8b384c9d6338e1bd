/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The sub-libraries that libcudnn loads from its own directory, per cuDNN
 * major, and which releases ship each: this list is the only one.  The
 * runtime guard and the probe expand it here, and the CMake module reads
 * it from this file (probe/Sources.cmake), so each entry stays on a line
 * of its own in exactly this form:
 *
 *   XX(major, name, first, flavours, tells)
 *
 *   name      libcudnn_<name>.so.<major>, cudnn_<name>64_<major>.dll
 *   first     the first release that ships the file (its version code)
 *   flavours  FULL: only the full install; ANY: the JIT flavour too
 *             (nvidia-cudnn-jit-cu13, conda-forge libcudnn-jit ship
 *             libcudnn, graph and engines_runtime_compiled alone)
 *   tells     how a file tells its release: CHECK, cuDNN's own version
 *             check (CUDNN_STRICT_VERSION_CHECK_MAP); TEXT, cuDNN's
 *             assertion "cudnn_version != (9 * 10000 + 28 * 100 + 1)" in
 *             its read-only data; CODE, the release's version code where
 *             the file's x86-64 code keeps its own: the operand of
 *             cmp edi, imm32, or the low half of a movabs constant whose
 *             high half is 5 (the four bytes of older codes occur
 *             elsewhere in newer files; aarch64 code builds constants
 *             from halves, and tells nothing); on
 *             Windows a DLL's version resource (FileVersion 9.1.0.70)
 *             tells instead, where the DLL has one (graph, heuristic and
 *             engines_tensor_ir have none, measured on the win_amd64
 *             wheels 8.9.5, 9.1.0, 9.12.0, 9.20.0 and 9.28.1)
 *
 * What a release's libcudnn_graph names is not what the release ships:
 * 9.20 names engines_tensor_ir and ships without it.  Measured on the
 * listing of every nvidia-cudnn-cu11, -cu12, -cu13 and nvidia-cudnn-jit-cu13
 * wheel on PyPI up to CUDNN_STRICT_SUBLIBRARIES_MEASURED (x86_64, aarch64
 * and win_amd64 alike); the TEXT and CODE columns on 9.1.0, 9.12.0, 9.19.0,
 * 9.20.0, 9.23.1 and 9.28.1 (and 9.27.0 of the JIT flavour): each file of
 * each put into each other release that ships it is told (104 swaps).  A
 * release newer than that is judged by the names it opens: one this list lacks
 * is never required.
 */
#ifndef CUDNN_STRICT_SUBLIBRARIES_H
#define CUDNN_STRICT_SUBLIBRARIES_H

/* clang-format off */
#define CUDNN_STRICT_SUBLIBRARY_MAP(XX) \
  XX(8, ops_infer, 8000, FULL, CHECK) \
  XX(8, ops_train, 8000, FULL, CHECK) \
  XX(8, cnn_infer, 8000, FULL, CHECK) \
  XX(8, cnn_train, 8000, FULL, CHECK) \
  XX(8, adv_infer, 8000, FULL, CHECK) \
  XX(8, adv_train, 8000, FULL, CHECK) \
  XX(9, graph, 90000, ANY, CHECK) \
  XX(9, ops, 90000, FULL, CHECK) \
  XX(9, cnn, 90000, FULL, CHECK) \
  XX(9, adv, 90000, FULL, CHECK) \
  XX(9, engines_precompiled, 90000, FULL, TEXT) \
  XX(9, engines_runtime_compiled, 90000, ANY, TEXT) \
  XX(9, heuristic, 90000, FULL, CODE) \
  XX(9, engines_tensor_ir, 92100, FULL, TEXT) \
  XX(9, ext, 92200, FULL, CHECK)
/* clang-format on */

/* The newest release the list was measured on (9.28.1). */
#define CUDNN_STRICT_SUBLIBRARIES_MEASURED 92801L

/*
 * The static archives a release ships beside libcudnn (NVIDIA's tarballs;
 * Debian's libcudnn<major>-static names them lib..._static_v<major>.a), and
 * what they need at link time, as NVIDIA's installation guides list it.
 * Read by the CMake module only (probe/Sources.cmake), one entry a line:
 *
 *   XX(first, last, archives, needs)
 *
 *   first, last  the releases the entry covers (version codes)
 *   archives     SUBLIBRARIES: libcudnn_<name>_static.a for each sub-library
 *                of the list above that the release ships; SINGLE:
 *                libcudnn_static.a
 *   needs        libraries named as CMake's FindCUDAToolkit names its
 *                CUDA::<name> targets, and z for zlib; nothing in them
 *                calls back into cuDNN
 *
 * cuDNN 9's archives call each other in a cycle, so they are linked as
 * one group (--start-group ... --end-group).
 */
/* clang-format off */
#define CUDNN_STRICT_STATIC_MAP(XX) \
  XX(1000, 8299, SINGLE, cublas_static culibos cudart_static) \
  XX(8300, 8999, SUBLIBRARIES, cublas_static cublasLt_static culibos cudart_static z) \
  XX(90000, 99999, SUBLIBRARIES, cublasLt_static nvrtc_static nvrtc_builtins_static nvptxcompiler_static cudart_static z)
/* clang-format on */

#endif /* CUDNN_STRICT_SUBLIBRARIES_H */
