/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --root DIR [--env NAME=VALUE]... [--check-binary
 * PATH...] [--expect VERSION] [--format text|json|keyvalue]: judges an
 * unpacked root file system (a container image) from its files, as its
 * processes would load cuDNN there, without running anything of it and
 * without reading a file or variable of this machine in its place.
 *
 * What is judged:
 *   - every framework (torch, jax-cuda*-plugin, onnxruntime-gpu,
 *     tensorflow) of every Python environment in the root (each
 *     lib/python3.X/site-packages or dist-packages), with the cuDNN its
 *     files record (torch's macros.h, TensorFlow's build_info.py, else its
 *     nvidia-cudnn Requires-Dist) against the libcudnn it would load: the
 *     nvidia-cudnn wheel beside it by path (torch, JAX, TensorFlow), or the
 *     loader's search (ONNX Runtime, and any framework without the wheel);
 *   - every ELF program or library of the root whose DT_NEEDED names a
 *     libcudnn (or, with --check-binary, the paths given, inside the
 *     root), with --expect as the cuDNN it was built with (else any
 *     release of the SONAME's major).
 * The loader is emulated inside the root (cudnn_strict_ld.h with its
 * root): the root's /etc/ld.so.cache, RUNPATH/RPATH with $ORIGIN, links
 * resolved inside the root (cudnn_strict_rootfs.h), and LD_LIBRARY_PATH
 * only from --env (the image's own Env), never from this process.  A
 * cuDNN's release is read from its files: libcudnn_graph's assertion text,
 * else the nvidia-cudnn wheel's METADATA, else a versioned file name
 * (libcudnn.so.9.19.0); every sub-library its release ships must be where
 * libcudnn would open it.  The fix is worded for a Dockerfile.
 *
 * --image FILE (an OCI layout, an OCI archive, a docker save archive)
 * applies the image's layers into a private directory
 * (cudnn_strict_oci.h) and judges it as a root, LD_LIBRARY_PATH from its
 * config's Env unless --env names one; a fix names the layer that brought
 * or deleted the file.
 *
 * Report keys (json and keyvalue): probe.format, root or image,
 * ld_library_path, check.<i>.name, .verdict, .built, .loads, .reason,
 * .fix, (--image) .layer; check.count.  Exit status: the outcome's
 * (CUDNN_STRICT_STATUS_MAP), a refusal before a cuDNN that cannot be
 * found, before a file that cannot be judged (5); 2 when the root or
 * image cannot be read, 5 an image refused as hostile; 64 usage.
 *
 * POSIX only.  C99 and valid C++.
 */
#ifndef CUDNN_STRICT_IMAGE_H
#define CUDNN_STRICT_IMAGE_H

#include "cudnn_strict_internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Whether argv asks for --root or --image. */
CUDNN_STRICT_INTERNAL int cudnn_strict_image_requested(int argc, char **argv);

/* Runs --root (or --image); returns the exit status. */
CUDNN_STRICT_INTERNAL int cudnn_strict_image_main(int argc, char **argv);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_IMAGE_H */
