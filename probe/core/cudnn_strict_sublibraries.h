/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The sub-libraries that libcudnn loads from its own directory, per cuDNN
 * major: XX(major, name) for libcudnn_<name>.so.<major>.  This list is the
 * only one: the runtime guard and the probe expand it here, and the CMake
 * module reads it from this file (probe/Sources.cmake), so each entry stays
 * on a line of its own in exactly this form.
 */
#ifndef CUDNN_STRICT_SUBLIBRARIES_H
#define CUDNN_STRICT_SUBLIBRARIES_H

/* clang-format off */
#define CUDNN_STRICT_SUBLIBRARY_MAP(XX) \
  XX(8, ops_infer) \
  XX(8, ops_train) \
  XX(8, cnn_infer) \
  XX(8, cnn_train) \
  XX(8, adv_infer) \
  XX(8, adv_train) \
  XX(9, graph) \
  XX(9, ops) \
  XX(9, cnn) \
  XX(9, adv) \
  XX(9, engines_precompiled) \
  XX(9, engines_runtime_compiled) \
  XX(9, heuristic)
/* clang-format on */

#endif /* CUDNN_STRICT_SUBLIBRARIES_H */
