/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Just enough of an ELF reader for cudnn-strict-probe --check-binary: the
 * file header, note sections (or PT_NOTE segments where the section headers
 * are gone), and the dynamic section the loader reads (DT_NEEDED, DT_SONAME,
 * DT_RPATH, DT_RUNPATH, DF_1_NODEFLIB).  ELF64 in either byte order; a
 * 32-bit file is recognised and refused by name.  It reads the file with
 * pread and never maps or runs it; what the first bytes say (ELF or not,
 * class, byte order, e_machine) is decoded by the file facts
 * (cudnn_strict_file_facts.h), as for every other reader, and where the
 * header's and the program headers' fields are is the core's
 * (cudnn_strict_elf_header.h).
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_ELF_H
#define CUDNN_STRICT_ELF_H

#include "cudnn_strict_elf_header.h"
#include "cudnn_strict_file_facts.h"
#include "cudnn_strict_internal.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_ELF_NAME_SIZE 256
#define CUDNN_STRICT_ELF_MAX_NEEDED 128
#define CUDNN_STRICT_ELF_PATHS_SIZE 4096
/* Larger note areas or string tables than these are not ours to read. */
#define CUDNN_STRICT_ELF_NOTES_LIMIT (1L << 20)
#define CUDNN_STRICT_ELF_STRINGS_LIMIT (16L << 20)

#define CUDNN_STRICT_PT_LOAD 1
#define CUDNN_STRICT_PT_DYNAMIC 2
#define CUDNN_STRICT_PT_INTERP 3
#define CUDNN_STRICT_PT_NOTE 4
#define CUDNN_STRICT_SHT_SYMTAB 2
#define CUDNN_STRICT_SHT_NOTE 7
#define CUDNN_STRICT_SHT_DYNSYM 11
#define CUDNN_STRICT_SHF_ALLOC 2
#define CUDNN_STRICT_DT_NEEDED 1
#define CUDNN_STRICT_DT_STRTAB 5
#define CUDNN_STRICT_DT_STRSZ 10
#define CUDNN_STRICT_DT_SONAME 14
#define CUDNN_STRICT_DT_RPATH 15
#define CUDNN_STRICT_DT_RUNPATH 29
#define CUDNN_STRICT_DT_FLAGS_1 0x6ffffffbL
#define CUDNN_STRICT_DF_1_NODEFLIB 0x800

/* What a file is to the reader: XX(KIND, the --check-binary status of a
   file that is not OK, and the reason it gives). */
#define CUDNN_STRICT_ELF_KIND_MAP(XX)                                          \
  XX(OK, "", "")                                                               \
  XX(UNREADABLE, "UNREADABLE", "it cannot be opened as a regular file")        \
  XX(NOT_ELF, "NOT_ELF",                                                       \
     "it is not an ELF file (not a program or shared library)")                \
  XX(CLASS32, "NOT_SUPPORTED",                                                 \
     "it is a 32-bit ELF file; --check-binary reads 64-bit ones")              \
  XX(MALFORMED, "NOT_ELF", "its ELF header is malformed")                      \
  XX(TOO_MANY_SEGMENTS, "NOT_ELF",                                             \
     "its ELF header lists more program headers than the kernel and the "      \
     "loader read (at most 64 KiB of them; 65535 means a count kept "          \
     "elsewhere, which neither reads): it would not run")                      \
  XX(PE, "NOT_ELF",                                                            \
     "it is a Windows program or DLL (a PE file), not an ELF file: check it "  \
     "on Windows with cudnn-strict-probe.exe --check-binary")

#define CUDNN_STRICT_ELF_ENUMERATOR(name, status, reason)                      \
  CUDNN_STRICT_ELF_##name,
enum cudnn_strict_elf_kind {
  CUDNN_STRICT_ELF_KIND_MAP(CUDNN_STRICT_ELF_ENUMERATOR) CUDNN_STRICT_ELF_COUNT
};
#undef CUDNN_STRICT_ELF_ENUMERATOR

struct cudnn_strict_elf {
  int fd;
  unsigned long long size;
  struct cudnn_strict_elf_header header; /* what the fields below come from */
  int big_endian;
  unsigned type;    /* ET_EXEC 2, ET_DYN 3 */
  unsigned machine; /* EM_X86_64 62, EM_AARCH64 183, ... */
  unsigned long long phoff, shoff;
  unsigned phentsize, phnum, shentsize, shnum;
};

/* Reads `size` bytes at `offset` of the open file `fd`, of `file_size`
   bytes, into `out`; 0 when they lie outside the file or a read fails.
   The ELF and ar readers share it. */
CUDNN_STRICT_INTERNAL int cudnn_strict_read_at(int fd,
                                               unsigned long long file_size,
                                               unsigned long long offset,
                                               void *out, size_t size);

/* What the loader reads from PT_DYNAMIC. */
struct cudnn_strict_elf_dynamic {
  int present;
  int has_rpath, has_runpath, nodeflib;
  char soname[CUDNN_STRICT_ELF_NAME_SIZE];
  char rpath[CUDNN_STRICT_ELF_PATHS_SIZE];
  char runpath[CUDNN_STRICT_ELF_PATHS_SIZE];
  int needed_count;
  char needed[CUDNN_STRICT_ELF_MAX_NEEDED][CUDNN_STRICT_ELF_NAME_SIZE];
};

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_read(const struct cudnn_strict_elf *e,
                      unsigned long long offset, void *out, size_t size);

CUDNN_STRICT_INTERNAL unsigned long long
cudnn_strict_elf_field(const struct cudnn_strict_elf *e,
                       const unsigned char *bytes, size_t width);

#define CUDNN_STRICT_ELF_U16(e, b) ((unsigned)cudnn_strict_elf_field(e, b, 2))
#define CUDNN_STRICT_ELF_U32(e, b) ((unsigned)cudnn_strict_elf_field(e, b, 4))
#define CUDNN_STRICT_ELF_U64(e, b) cudnn_strict_elf_field(e, b, 8)

CUDNN_STRICT_INTERNAL void cudnn_strict_elf_close(struct cudnn_strict_elf *e);

/* Reads the 64-byte header of section `index`; 0 when there is none. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_section_header(const struct cudnn_strict_elf *e,
                                unsigned index, unsigned char header[64]);

/* The file offset and size of the section called `wanted` (".rodata");
   1 if the file has section headers and such a section. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_section_named(const struct cudnn_strict_elf *e,
                               const char *wanted, unsigned long long *offset,
                               unsigned long long *size);

/* Opens `path` and reads its header.  On anything but CUDNN_STRICT_ELF_OK
   the file is closed again. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_elf_kind
cudnn_strict_elf_open(const char *path, struct cudnn_strict_elf *e);

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_segment_at(const struct cudnn_strict_elf *e, unsigned index,
                            struct cudnn_strict_elf_segment *s);

/* Whether the file asks for a program interpreter: an executable, as
   opposed to a shared library (both can be ET_DYN). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_is_program(const struct cudnn_strict_elf *e);

/* Whether section `name` (".rodata") holds one of the strings `needles`;
   read in pieces, so that the hundreds of megabytes of a framework's
   library are never in memory at once. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_section_contains(const struct cudnn_strict_elf *e,
                                  const char *name, const char *const *needles,
                                  size_t count);

/* Whether the file defines the symbol `name`: in its dynamic symbol table
   (what it exports, which a dlsym() in the process's global scope finds),
   or, unless `exported_only`, in its full symbol table too (where the file
   keeps one: not stripped).  Read from the section headers; a file without
   them defines nothing here. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_defines(const struct cudnn_strict_elf *e, const char *name,
                         int exported_only);

/* ---- notes --------------------------------------------------------------- */

struct cudnn_strict_elf_note_query {
  const char *owner;
  unsigned type;
  unsigned char *description; /* out */
  size_t capacity;
  size_t size; /* out: the description's size */
  int found;
  int count; /* how many matching notes the file holds */
};

/* Walks one note area; the fields are padded to the area's alignment. */
CUDNN_STRICT_INTERNAL void cudnn_strict_elf_scan_notes(
    const struct cudnn_strict_elf *e, const unsigned char *area, size_t size,
    size_t align, struct cudnn_strict_elf_note_query *q);

CUDNN_STRICT_INTERNAL void
cudnn_strict_elf_notes_at(const struct cudnn_strict_elf *e,
                          unsigned long long offset, unsigned long long size,
                          unsigned long long align,
                          struct cudnn_strict_elf_note_query *q);

/* Finds the note: in the SHT_NOTE sections, or, when the file has no
   section headers (some strippers drop them), in the PT_NOTE segments,
   which hold the same allocated notes. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_elf_find_note(const struct cudnn_strict_elf *e,
                           struct cudnn_strict_elf_note_query *q);

/* ---- the dynamic section --------------------------------------------------
 */

/* File offset of a virtual address, through the PT_LOAD that maps it. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_offset_of(const struct cudnn_strict_elf *e,
                           unsigned long long vaddr,
                           unsigned long long *offset);

CUDNN_STRICT_INTERNAL void cudnn_strict_elf_string(const char *strings,
                                                   size_t size,
                                                   unsigned long long index,
                                                   char *out, size_t out_size);

struct cudnn_strict_elf_dynamic_tags {
  unsigned long long strtab, strsz, soname, rpath, runpath, flags_1;
  int has_strtab, has_soname;
  int needed_count;
  unsigned long long needed[CUDNN_STRICT_ELF_MAX_NEEDED];
};

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_read_tags(const struct cudnn_strict_elf *e,
                           const struct cudnn_strict_elf_segment *dyn,
                           struct cudnn_strict_elf_dynamic_tags *t,
                           struct cudnn_strict_elf_dynamic *d);

/* Reads what the loader reads.  Returns 0 on a malformed dynamic section;
   a file without one (a static program) gives present = 0. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_read_dynamic(const struct cudnn_strict_elf *e,
                              struct cudnn_strict_elf_dynamic *d);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_ELF_H */
