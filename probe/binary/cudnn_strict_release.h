/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What one cuDNN install is made of, read from the install itself.
 *
 * Which sub-libraries a release loads changes between releases (9.21
 * adds libcudnn_engines_tensor_ir, 9.22 libcudnn_ext), so the names are
 * read from the install: libcudnn names the sub-libraries it opens with
 * dlopen ("libcudnn_ops.so", "libcudnn_ops_infer.so.8") in its read-only
 * data, and from cuDNN 9 libcudnn_graph names the engine libraries it
 * opens.  What a release names is not what it ships (9.20 names
 * engines_tensor_ir and ships without it): which releases ship which name
 * is the list of cudnn_strict_sublibraries.h.
 *
 * Whether the files of one directory belong to one release only cuDNN
 * knows: libcudnn exports a version check per sub-library family
 * (cudnnOpsVersionCheck and the like), which loads that sub-library and
 * compares its release with libcudnn's, without a GPU.  cuDNN calls
 * abort() when a library it needs is missing (a sub-library in cuDNN 8,
 * libcublas for cuDNN 8.5), so the probe runs those calls in a child
 * process and maps cuDNN's "Could not load library X. Error: Y" to what is
 * missing and what provides it.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_RELEASE_H
#define CUDNN_STRICT_RELEASE_H

#include "cudnn_strict_internal.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_RELEASE_MAX_PARTS 32
#define CUDNN_STRICT_PART_NAME_SIZE 48

/* The sub-library names of one release ("ops", "engines_tensor_ir"). */
struct cudnn_strict_release_parts {
  int count;
  char names[CUDNN_STRICT_RELEASE_MAX_PARTS][CUDNN_STRICT_PART_NAME_SIZE];
};

/*
 * Reads the names of the sub-libraries that the libcudnn at `library_path`
 * (and, beside it, libcudnn_graph.so.<major> from cuDNN 9 on) open.
 * Returns 1, or 0 with the reason in `error` when libcudnn cannot be read
 * as a 64-bit ELF file.  A release that names none (cuDNN 7 and older are
 * one library) gives a count of 0.
 */
CUDNN_STRICT_INTERNAL int
cudnn_strict_release_read_parts(const char *library_path, int major,
                                struct cudnn_strict_release_parts *parts,
                                char *error, size_t error_size);

/* Whether the read-only data of the library at `path` (.rodata of an ELF
   file, .rdata of a DLL) holds the `length` bytes of `text` (a name it
   opens: "libnvrtc.so." or "libnvrtc.so" with its terminating NUL). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_release_names(const char *path, const char *text, size_t length);

/* What cudnn_strict_sublibraries.h says of sub-library `name` in release
   `code` of cuDNN `major`, in the full install or the JIT flavour (`jit`):
   XX(NAME, words). */
#define CUDNN_STRICT_SHIPPED_MAP(XX)                                           \
  XX(SHIPPED, "shipped by this release")                                       \
  XX(NOT_SHIPPED, "not shipped by this release")                               \
  XX(UNKNOWN, "not in the list of sub-libraries: whether this release "        \
              "ships it is not known")

#define CUDNN_STRICT_SHIPPED_ENUMERATOR(name, words) CUDNN_STRICT_##name,
enum cudnn_strict_shipped {
  CUDNN_STRICT_SHIPPED_MAP(CUDNN_STRICT_SHIPPED_ENUMERATOR)
      CUDNN_STRICT_SHIPPED_COUNT
};
#undef CUDNN_STRICT_SHIPPED_ENUMERATOR

CUDNN_STRICT_INTERNAL enum cudnn_strict_shipped
cudnn_strict_part_shipped(const char *name, int major, long code, int jit);

/* The release the file `path` of sub-library `name` (cuDNN `major`)
   carries, where cuDNN has no version check for it (the tells column of
   cudnn_strict_sublibraries.h; on Windows, any DLL's version resource):
   1 when it carries release `expected`; 0
   when it carries another, with that release's code in `*carried`, or 0
   there when the file only lacks `expected`'s; -1 when nothing can be told
   (a part with a version check, a file that cannot be read). */
CUDNN_STRICT_INTERNAL int cudnn_strict_part_release(const char *path,
                                                    const char *name, int major,
                                                    long expected,
                                                    long *carried);

#if !defined(_WIN32)
/* Whether `path` is the static archive of a cuDNN `major` sub-library
   whose release its text tells (the TEXT column of
   cudnn_strict_sublibraries.h): libcudnn_<name>_static.a, or Debian's
   libcudnn_<name>_static_v<major>.a.  1 with the name in `name`; 0 for
   another file, or a sub-library whose archive tells nothing. */
CUDNN_STRICT_INTERNAL int cudnn_strict_archive_part(const char *path, int major,
                                                    char *name, size_t size);

/* The release that cuDNN's assertion text in the static archive `path`
   names, read from its members as the engines' shared libraries are read:
   1 with its code in `*carried` and the member that holds it in `member`;
   0 when no member holds the text; -1 when the file is not a readable ar
   archive, with the words after "it" in `*reason`. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_archive_release(const char *path, long *carried, char *member,
                             size_t member_size, const char **reason);

/* The release that cuDNN's assertion text in the read-only data of the
   ELF file `path` names (a program or library with cuDNN's engines linked
   in); 0 when it holds none. */
CUDNN_STRICT_INTERNAL long cudnn_strict_binary_release(const char *path);
#endif

/* The release that the file `path` itself says it is (a DLL's version
   resource, FileVersion 9.1.0.70: 90100), as a version code; 0 where it
   says none (every ELF file, a DLL without one). */
CUDNN_STRICT_INTERNAL long cudnn_strict_file_release(const char *path);

/* Whether the library at `path` names `file_name` among the libraries it
   needs (DT_NEEDED): libcudnn_cnn.so.9 needs libcudnn_ops.so.9, so a
   mixed ops fails cnn's version check too.  0 where it cannot be read. */
CUDNN_STRICT_INTERNAL int cudnn_strict_part_needs(const char *path,
                                                  const char *file_name);

/* cuDNN's own checks of its mix, exported by libcudnn:
   XX(first major, last major, sub-library, function). */
#define CUDNN_STRICT_VERSION_CHECK_MAP(XX)                                     \
  XX(8, 8, ops_infer, cudnnOpsInferVersionCheck)                               \
  XX(8, 8, ops_train, cudnnOpsTrainVersionCheck)                               \
  XX(8, 8, cnn_infer, cudnnCnnInferVersionCheck)                               \
  XX(8, 8, cnn_train, cudnnCnnTrainVersionCheck)                               \
  XX(8, 8, adv_infer, cudnnAdvInferVersionCheck)                               \
  XX(8, 8, adv_train, cudnnAdvTrainVersionCheck)                               \
  XX(9, 99, graph, cudnnGraphVersionCheck)                                     \
  XX(9, 99, ops, cudnnOpsVersionCheck)                                         \
  XX(9, 99, cnn, cudnnCnnVersionCheck)                                         \
  XX(9, 99, adv, cudnnAdvVersionCheck)                                         \
  XX(9, 99, ext, cudnnSubquadraticOpsVersionCheck)

/* The libraries cuDNN opens besides its own, by the start of their name,
   and what provides each: XX(name prefix, provider). */
#if !defined(_WIN32)
#define CUDNN_STRICT_DEPENDENCY_MAP(XX)                                        \
  XX("libcudnn", "cuDNN completely: every sub-library of one release "         \
                 "beside libcudnn")                                            \
  XX("libcublasLt.so", "cuBLAS of cuDNN's CUDA major (the "                    \
                       "nvidia-cublas-cu<CUDA major> wheel, or the CUDA "      \
                       "toolkit's libcublas package)")                         \
  XX("libcublas.so", "cuBLAS of cuDNN's CUDA major (the "                      \
                     "nvidia-cublas-cu<CUDA major> wheel, or the CUDA "        \
                     "toolkit's libcublas package)")                           \
  XX("libnvrtc.so", "NVRTC of cuDNN's CUDA major (the "                        \
                    "nvidia-cuda-nvrtc-cu<CUDA major> wheel, or the CUDA "     \
                    "toolkit; cuDNN 8.7 to 8.9 open the unversioned "          \
                    "libnvrtc.so, which only the toolkit's development "       \
                    "files install)")                                          \
  XX("libnvJitLink.so", "nvJitLink of cuDNN's CUDA major (the "                \
                        "nvidia-nvjitlink-cu<CUDA major> wheel, or the CUDA "  \
                        "toolkit)")                                            \
  XX("libz.so", "zlib (Debian and Ubuntu: the zlib1g package; RHEL: zlib)")    \
  XX("libcuda.so", "the NVIDIA driver, whose libcuda this cuDNN release "      \
                   "needs to load (a machine without a driver can use the "    \
                   "CUDA toolkit's stub libcuda.so while configuring)")

/* The libraries a release opens itself with dlopen() when a function
   first needs one, which no DT_NEEDED entry names: XX(first version code,
   last version code, the sub-libraries that may open it (space-separated,
   the first whose read-only data names it is the one), file name ("<CUDA
   major>" becomes the CUDA major cuDNN was built for), what its absence
   breaks).  Measured on the PyPI releases 8.5, 8.9.7, 9.1, 9.12 and 9.28:
   the names sit in the read-only data of the sub-library that opens them,
   which the check reads to confirm (about a megabyte, not the engines'
   hundreds), so a release that does not name it is not warned about.
   Only warnings: cuDNN loads and reports its version without them.  What
   a release needs to load at all is read from its DT_NEEDED entries. */
#define CUDNN_STRICT_OPENED_DEPENDENCY_MAP(XX)                                 \
  XX(8000, 8999, "ops_infer", "libcublas.so.<CUDA major>",                     \
     "the cuDNN functions that call cuBLAS (RNNs, multi-head attention, "      \
     "some convolution engines) abort the process with \"Could not load "      \
     "library\"")                                                              \
  XX(8000, 8999, "ops_infer", "libcublasLt.so.<CUDA major>",                   \
     "the cuDNN functions that call cuBLASLt (RNNs, multi-head attention, "    \
     "some convolution engines) abort the process with \"Could not load "      \
     "library\"")                                                              \
  XX(8700, 8999, "ops_infer", "libnvrtc.so",                                   \
     "the runtime-compiled convolution engines abort the process on first "    \
     "use (\"Could not load library libnvrtc.so\", pytorch/pytorch#97041): "   \
     "this release opens the unversioned name only")                           \
  XX(90000, 999999, "ext graph", "libnvrtc.so.<CUDA major>",                   \
     "the runtime-compiled engines (runtime fusion) are not available: "       \
     "their execution plans fail to build")                                    \
  XX(90000, 999999, "adv", "libcublasLt.so.<CUDA major>",                      \
     "the engines built on cuBLASLt (matrix multiplications and the fused "    \
     "attention that uses them) are not available")

/* The driver's library: never a reason to refuse an install (a build
   machine has no driver), only what a release needs where it runs. */
#define CUDNN_STRICT_DRIVER_LIBRARY "libcuda.so.1"
/* What names a library's needs, in a message. */
#define CUDNN_STRICT_NEEDED_WORDS "DT_NEEDED"
/* How cuDNN opens a library itself, in a message. */
#define CUDNN_STRICT_OPEN_WORDS "dlopen"
/* The start of the file name of cuDNN's own libraries. */
#define CUDNN_STRICT_OWN_PREFIX "libcudnn"
/* cuDNN's main library, which loads the others, in a message. */
#define CUDNN_STRICT_MAIN_WORDS "libcudnn"
#define CUDNN_STRICT_ITS_MAIN_WORDS "its libcudnn"
/* What a sub-library missing beside it does, in a message. */
#define CUDNN_STRICT_MISSING_PART_WORDS                                        \
  "fails there (\"Could not load library ...\", or "                           \
  "CUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE)"
/* The fix for a program already built whose cuDNN lacks a file. */
#define CUDNN_STRICT_DEPLOYED_MISSING_FIX                                      \
  "put the directory of a complete install first on LD_LIBRARY_PATH"

#else /* _WIN32: the DLL names of the win_amd64 wheels and zip archives */
#define CUDNN_STRICT_DEPENDENCY_MAP(XX)                                        \
  XX("cudnn", "cuDNN completely: every sub-library DLL of one release "        \
              "beside cuDNN's main DLL")                                       \
  XX("cublasLt64_", "cuBLAS of cuDNN's CUDA major (the "                       \
                    "nvidia-cublas-cu<CUDA major> wheel, whose "               \
                    "nvidia\\cublas\\bin holds it, or the CUDA toolkit's "     \
                    "bin directory)")                                          \
  XX("cublas64_", "cuBLAS of cuDNN's CUDA major (the "                         \
                  "nvidia-cublas-cu<CUDA major> wheel, whose "                 \
                  "nvidia\\cublas\\bin holds it, or the CUDA toolkit's "       \
                  "bin directory)")                                            \
  XX("nvrtc64_", "NVRTC of cuDNN's CUDA major (the nvidia-cuda-nvrtc wheel "   \
                 "of that major, whose nvidia\\cuda_nvrtc\\bin holds it, "     \
                 "or the CUDA toolkit's bin directory)")                       \
  XX("zlibwapi", "zlib's zlibwapi.dll (the zlib123dllx64 package that "        \
                 "NVIDIA's cuDNN 8 installation guide for Windows links: "     \
                 "its dll_x64 directory holds zlibwapi.dll)")                  \
  XX("nvcuda", "the NVIDIA driver, which installs nvcuda.dll into the "        \
               "system directory")

/* Measured on the win_amd64 wheels 8.9.4, 8.9.5, 9.1 and 9.12: cuDNN's
   DLLs import only KERNEL32.dll and one another; cuBLAS, zlib, NVRTC and
   the driver they open with LoadLibrary, by names that sit in the
   sub-library's .rdata.  NVRTC's name is formatted at run time
   ("nvrtc64_%d_0.dll"), so it is not looked for. */
#define CUDNN_STRICT_OPENED_DEPENDENCY_MAP(XX)                                 \
  XX(8000, 8999, "ops_infer", "cublas64_<CUDA major>.dll",                     \
     "the cuDNN functions that call cuBLAS (RNNs, multi-head attention, "      \
     "some convolution engines) end the process with \"Could not load "        \
     "library\"")                                                              \
  XX(8000, 8999, "ops_infer", "cublasLt64_<CUDA major>.dll",                   \
     "the cuDNN functions that call cuBLASLt (RNNs, multi-head attention, "    \
     "some convolution engines) end the process with \"Could not load "        \
     "library\"")                                                              \
  XX(8300, 8999, "ops_infer cnn_infer", "zlibwapi.dll",                        \
     "cuDNN ends the process with \"Could not locate zlibwapi.dll. Please "    \
     "make sure it is in your library path!\" when a convolution first "       \
     "needs its compressed kernels")                                           \
  XX(90000, 999999, "adv", "cublasLt64_<CUDA major>.dll",                      \
     "the engines built on cuBLASLt (matrix multiplications and the fused "    \
     "attention that uses them) are not available")

#define CUDNN_STRICT_DRIVER_LIBRARY "nvcuda.dll"
#define CUDNN_STRICT_NEEDED_WORDS "in its import table"
#define CUDNN_STRICT_OPEN_WORDS "LoadLibrary"
#define CUDNN_STRICT_OWN_PREFIX "cudnn"
#define CUDNN_STRICT_MAIN_WORDS "cuDNN's main DLL"
#define CUDNN_STRICT_ITS_MAIN_WORDS "its main DLL"
#define CUDNN_STRICT_MISSING_PART_WORDS                                        \
  "ends the process there (\"Could not locate ... Please make sure it is "     \
  "in your library path!\", exit status 9)"
/* The program's own folder comes before PATH. */
#define CUDNN_STRICT_DEPLOYED_MISSING_FIX                                      \
  "put a complete install's DLLs beside the program, or its bin directory "    \
  "first on PATH where no cuDNN DLL is beside the program (Windows "           \
  "searches the program's own folder before PATH)"
#endif

/* What provides a library that cuDNN could not load, from its name, and
   where to put it, in the words of a fix ("install zlib (...) where the
   loader finds it"): written into `out`; 0 for a name the table lacks.
   "<CUDA major>" becomes the major of the library's own SONAME
   (libcublas.so.11 comes from nvidia-cublas-cu11).  `where`, when not
   NULL, says where instead of the loader's usual places. */
CUDNN_STRICT_INTERNAL int cudnn_strict_dependency_fix(const char *library_name,
                                                      const char *where,
                                                      char *out, size_t size);

/* The status of one sub-library of a release: XX(NAME, words that follow
   "<file> is", a fault: 1 when the install cannot run as it is). */
#define CUDNN_STRICT_PART_STATUS_MAP(XX)                                       \
  XX(OK, "part of this release", 0)                                            \
  XX(NOT_SHIPPED,                                                              \
     "not shipped by this release: libcudnn names it and runs "                \
     "without it",                                                             \
     0)                                                                        \
  XX(STUB,                                                                     \
     "shipped as a stub whose every function answers "                         \
     "CUDNN_STATUS_NOT_SUPPORTED (3000), its version check too: this "         \
     "platform's build has no such functions",                                 \
     0)                                                                        \
  XX(MISSING,                                                                  \
     "missing: " CUDNN_STRICT_MAIN_WORDS " opens it from its own directory",   \
     1)                                                                        \
  XX(MIXED,                                                                    \
     "from another cuDNN release than " CUDNN_STRICT_MAIN_WORDS                \
     " (CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH)",                            \
     1)                                                                        \
  XX(FOREIGN,                                                                  \
     "from another cuDNN release than " CUDNN_STRICT_MAIN_WORDS                \
     ", read from the file itself (cuDNN has no version check for it)",        \
     1)                                                                        \
  XX(EXTRA,                                                                    \
     "a file that " CUDNN_STRICT_MAIN_WORDS "'s release does not ship, so "    \
     "one of another release, which " CUDNN_STRICT_MAIN_WORDS " would load",   \
     1)                                                                        \
  XX(THROUGH,                                                                  \
     "failing its version check only through a sub-library it "                \
     "needs, which is named",                                                  \
     0)                                                                        \
  XX(UNAVAILABLE,                                                              \
     "unavailable: " CUDNN_STRICT_MAIN_WORDS " could not load it "             \
     "(CUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE)",                    \
     1)                                                                        \
  XX(FAILED, "failing its version check", 1)

#define CUDNN_STRICT_PART_ENUMERATOR(name, words, fault)                       \
  CUDNN_STRICT_PART_##name,
enum cudnn_strict_part_status {
  CUDNN_STRICT_PART_STATUS_MAP(CUDNN_STRICT_PART_ENUMERATOR)
      CUDNN_STRICT_PART_COUNT
};
#undef CUDNN_STRICT_PART_ENUMERATOR

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_part_status_name(enum cudnn_strict_part_status status);
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_part_status_words(enum cudnn_strict_part_status status);

/* Whether `status` stops the install from running as it is. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_part_status_fault(enum cudnn_strict_part_status status);

/* The status a version check's return value means (0, 1002, 3009, ...). */
CUDNN_STRICT_INTERNAL enum cudnn_strict_part_status
cudnn_strict_part_status_of_check(long cudnn_status);

/* From cuDNN's message "Could not load library X. Error: Y", the library
   it could not load ("libcublas.so.11") and the loader's reason: both
   written into the caller's buffers; 1 when the text holds the message. */
CUDNN_STRICT_INTERNAL int cudnn_strict_parse_load_failure(const char *text,
                                                          char *library,
                                                          size_t library_size,
                                                          char *reason,
                                                          size_t reason_size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_RELEASE_H */
