/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * How a target system names cuDNN's files: libcudnn_cnn.so.9 on Linux,
 * cudnn_cnn64_9.dll on Windows.  Data rather than code compiled per
 * platform, since the host that reads a target's files may be another
 * system: the reader a Windows cross build runs on Linux looks for the
 * DLLs by their Windows names.  The loaders name the host's files with
 * CUDNN_STRICT_NAMING_HOST; the reader takes the target's by its word.
 *
 *   XX(id, word, prefix, before_major, after_major, unversioned)
 *
 *   a file of cuDNN <major> is prefix <stem> before_major <major>
 *   after_major; the files of any major are prefix <stem> before_major
 *   ... after_major; unversioned is what follows <stem> in the name a
 *   development install links (libcudnn.so), "" where there is none
 *   (Windows: a DLL always carries its major)
 */
#ifndef CUDNN_STRICT_NAMING_H
#define CUDNN_STRICT_NAMING_H

/* clang-format off */
#define CUDNN_STRICT_NAMING_MAP(XX) \
  XX(POSIX, "posix", "lib", ".so.", "", ".so") \
  XX(WINDOWS, "windows", "", "64_", ".dll", "")
/* clang-format on */

#define CUDNN_STRICT_NAMING_ID(id, word, prefix, before, after, plain)         \
  CUDNN_STRICT_NAMING_##id,
enum cudnn_strict_naming {
  CUDNN_STRICT_NAMING_MAP(CUDNN_STRICT_NAMING_ID) CUDNN_STRICT_NAMING_COUNT
};
#undef CUDNN_STRICT_NAMING_ID

/* The naming of the system this code is compiled for. */
#if defined(_WIN32)
#define CUDNN_STRICT_NAMING_HOST CUDNN_STRICT_NAMING_WINDOWS
#else
#define CUDNN_STRICT_NAMING_HOST CUDNN_STRICT_NAMING_POSIX
#endif

#endif /* CUDNN_STRICT_NAMING_H */
