/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The expectation a guarded binary carries: an ELF note that says which
 * cuDNN the binary was built with and which ones it accepts, so that
 * cudnn-strict-probe --check-binary can judge a deployment without running
 * the binary.
 *
 * The runtime guard (CuDNNStrict::guard) places one note in an allocated
 * SHT_NOTE section, .note.cudnn_strict, of every executable or shared
 * library it is linked into.  Allocated notes are part of the loaded image:
 * strip keeps them, and the linker keeps them under --gc-sections.
 *
 * Layout (ELF note, owner "CuDNNStrict", type CUDNN_STRICT_NOTE_TYPE); all
 * integers are 32-bit, in the byte order of the ELF file; strings are
 * NUL-terminated and NUL-padded:
 *
 *   offset  size  field
 *        0     4  format          CUDNN_STRICT_NOTE_FORMAT (1)
 *        4     4  code            CUDNN_VERSION of the build's header (91900)
 *        8     4  major           the header's CUDNN_MAJOR (9)
 *       12     4  minor           CUDNN_MINOR (19)
 *       16     4  patch           CUDNN_PATCHLEVEL (0)
 *       20     4  cudart_code     CUDA runtime of the build, major*1000 +
 *                                 minor*10 (13000), 0 when unknown
 *       24    16  policy          "COMPATIBLE", "SAME_MINOR" or "EXACT"
 *       40    32  soname          the name the guard loads ("libcudnn.so.9")
 *       72   n*4  library_dir     directory of the cuDNN the build used
 *  72+n*4   m*4  features        format 2 on: what the build declared it
 *                                 uses (CUDNN_STRICT_FEATURES, as the
 *                                 probe's --features takes it), "" for
 *                                 nothing declared
 *     ...   p*4  search_plan     format 3 on: where the configure searched
 *                                 for cuDNN, as the fix search takes it
 *                                 (cudnn_strict_fix.h), "" for none; ""
 *                                 from format 4 on, where the next field
 *                                 holds it
 *     ...   q*4  shared_plan     format 4 on: the search plan, each line
 *                                 after a letter that says how many of its
 *                                 first characters are those of the line
 *                                 before ('A' + count, from 'A' to 'z'):
 *                                 a plan's lines share long prefixes
 *                                 ("SYSTEM:system=/usr/local/"), and the
 *                                 note is carried by every guarded program
 *
 * A reader accepts any format >= 1 whose description is at least 72 bytes
 * long (later formats only append fields).  C99 and valid C++.
 */
#ifndef CUDNN_STRICT_NOTE_H
#define CUDNN_STRICT_NOTE_H

#include "cudnn_strict_internal.h"

#include <stddef.h>
#include <string.h>

#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_NOTE_SECTION ".note.cudnn_strict"
#define CUDNN_STRICT_NOTE_OWNER "CuDNNStrict"
/* "CS" and 1: owner-specific, and distinct from the small generic numbers
   that readelf names (NT_VERSION is 1) whatever the owner. */
#define CUDNN_STRICT_NOTE_TYPE 0x43530001u
#define CUDNN_STRICT_NOTE_FORMAT 4u

#define CUDNN_STRICT_NOTE_POLICY_SIZE 16
#define CUDNN_STRICT_NOTE_SONAME_SIZE 32
#define CUDNN_STRICT_NOTE_FIXED_SIZE 72
#define CUDNN_STRICT_NOTE_PATH_SIZE 4096
#define CUDNN_STRICT_NOTE_FEATURES_SIZE 256
/* A longer plan is read up to its last whole line that fits. */
#define CUDNN_STRICT_SEARCH_PLAN_SIZE 8192
/* The most characters a line of a format 4 plan takes from the line
   before: the letters 'A' to 'z'. */
#define CUDNN_STRICT_NOTE_PLAN_SHARED_MAX 57

/* Where a note is placed: its own section, kept although nothing refers
   to it, on the four-byte alignment that note readers expect. */
#if defined(_MSC_VER) && !defined(__clang__)
/* MSVC (untested): an ordinary constant in the image's read-only data,
   where --check-binary finds a PE file's note by its header, not by the
   section's name. */
#define CUDNN_STRICT_NOTE_PLACEMENT
#else
#define CUDNN_STRICT_NOTE_PLACEMENT                                            \
  __attribute__((section(CUDNN_STRICT_NOTE_SECTION), used, aligned(4)))
#endif

/* ELF note fields are padded to four bytes. */
#define CUDNN_STRICT_NOTE_ALIGN(n) (((n) + 3u) & ~(size_t)3u)

/* The note header as the guard emits it; the owner name is 12 bytes with
   its NUL, a multiple of four, so nothing pads it. */
struct cudnn_strict_note_head {
  unsigned int name_size;
  unsigned int description_size;
  unsigned int type;
  char name[sizeof(CUDNN_STRICT_NOTE_OWNER)];
};

/* The fixed part of the description (offsets 0 to 72 above). */
struct cudnn_strict_note_fixed {
  unsigned int format;
  unsigned int code;
  unsigned int major;
  unsigned int minor;
  unsigned int patch;
  unsigned int cudart_code;
  char policy[CUDNN_STRICT_NOTE_POLICY_SIZE];
  char soname[CUDNN_STRICT_NOTE_SONAME_SIZE];
};

/* What a binary expects, decoded from its note (or, in the guard, from the
   configure-time facts). */
struct cudnn_strict_expectation {
  unsigned int format;
  long code;
  struct cudnn_strict_version built;
  long cudart_code;
  enum cudnn_strict_policy policy;
  char version_text[CUDNN_STRICT_VERSION_TEXT_SIZE];
  char soname[CUDNN_STRICT_NOTE_SONAME_SIZE];
  char library_dir[CUDNN_STRICT_NOTE_PATH_SIZE];
  char features[CUDNN_STRICT_NOTE_FEATURES_SIZE];
  char search_plan[CUDNN_STRICT_SEARCH_PLAN_SIZE];
};

CUDNN_STRICT_INTERNAL unsigned int
cudnn_strict_note_u32(const unsigned char *bytes, int big_endian);

/* Copies a NUL-padded field; returns 0 when it holds no NUL. */
CUDNN_STRICT_INTERNAL int cudnn_strict_note_string(const unsigned char *field,
                                                   size_t size, char *out,
                                                   size_t out_size);

struct cudnn_strict_report;

/* The report a guard with expectation `x` starts from, before it looks at
   a library: what --check-binary judges a note with, on every platform.
   The report's search plan points into `x`. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_expectation_to_report(const struct cudnn_strict_expectation *x,
                                   struct cudnn_strict_report *r);

/* Writes `plan` (lines "LOCATION:label=directory", each ending in a line
   break) into `out` as a format 4 note carries it: each line after a
   letter that says how many of its first characters are those of the line
   before.  The configure's checks report it (guard.search_plan) for the
   config header, so that the encoding lives beside its decoder.  A line
   that does not fit ends the plan. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_note_share_plan(const char *plan, char *out, size_t out_size);

/* Decodes a description.  Returns NULL on success, else why it cannot be
   read (a static sentence). */
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_note_decode(const unsigned char *description, size_t size,
                         int big_endian, struct cudnn_strict_expectation *out);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_NOTE_H */
