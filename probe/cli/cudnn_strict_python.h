/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --python [PYTHON] [--format text|json|keyvalue]
 *                           [--timeout SECONDS] [--preload-dlls]:
 * judges the cuDNN that the frameworks of a Python environment (torch, JAX,
 * ONNX Runtime, TensorFlow) were built with against the libcudnn each will
 * load.  PYTHON (default:
 * $VIRTUAL_ENV's python, then python3 on PATH) runs once with a script that
 * imports no framework and prints facts; each framework's library is then
 * judged by this program run again with --library and --header-version, so
 * the rule and its words stay those of the configure-time check.
 */
#ifndef CUDNN_STRICT_PYTHON_H
#define CUDNN_STRICT_PYTHON_H

#include "cudnn_strict_internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Whether argv asks for --python. */
CUDNN_STRICT_INTERNAL int cudnn_strict_python_requested(int argc, char **argv);

/* Runs --python; returns the exit status (0 every framework can run on the
   cuDNN it loads, 1 one cannot, records nothing readable, or the cuDNN
   wheels conflict, 2 the Python could not be run, ran over --timeout,
   printed too much or did not report, 64 usage). */
CUDNN_STRICT_INTERNAL int cudnn_strict_python_main(int argc, char **argv);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_PYTHON_H */
