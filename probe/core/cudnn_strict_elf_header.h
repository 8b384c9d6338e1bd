/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Where the fields of an ELF file's header and of its program headers are,
 * and how they are decoded, for both classes and both byte orders: the one
 * place.  It reads no file: each reader passes the bytes it has read its
 * own way.  The loader's emulation (cudnn_strict_library_file.c), which the
 * runtime guard carries, and the binary layer's readers (the file facts,
 * the ELF reader, the container reader's cut of an ELF file) decode
 * through it; it sits in the core because the guard carries the emulation
 * and not the binary layer.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_ELF_HEADER_H
#define CUDNN_STRICT_ELF_HEADER_H

#include "cudnn_strict_internal.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The header of an ELF64 file; an ELF32 one has 52 bytes. */
#define CUDNN_STRICT_ELF_HEADER_SIZE 64

/* The size of a program header in a file of `bits` (64, 32). */
#define CUDNN_STRICT_ELF_SEGMENT_SIZE(bits) ((bits) == 64 ? 56u : 32u)

/* Where the fields are: XX(NAME, offset in ELF64, offset in ELF32, width
   in ELF64), an address or an offset of 8 bytes having 4 in ELF32.  First
   e_ident's (one byte, in either class), then the file header's, then a
   program header's. */
#define CUDNN_STRICT_ELF_FIELD_MAP(XX)                                         \
  XX(CLASS, 4, 4, 1)                                                           \
  XX(DATA, 5, 5, 1)                                                            \
  XX(IDENT_VERSION, 6, 6, 1)                                                   \
  XX(OSABI, 7, 7, 1)                                                           \
  XX(TYPE, 16, 16, 2)                                                          \
  XX(MACHINE, 18, 18, 2)                                                       \
  XX(VERSION, 20, 20, 4)                                                       \
  XX(PHOFF, 32, 28, 8)                                                         \
  XX(SHOFF, 40, 32, 8)                                                         \
  XX(PHENTSIZE, 54, 42, 2)                                                     \
  XX(PHNUM, 56, 44, 2)                                                         \
  XX(SHENTSIZE, 58, 46, 2)                                                     \
  XX(SHNUM, 60, 48, 2)                                                         \
  XX(SHSTRNDX, 62, 50, 2)                                                      \
  XX(P_TYPE, 0, 0, 4)                                                          \
  XX(P_OFFSET, 8, 4, 8)                                                        \
  XX(P_VADDR, 16, 8, 8)                                                        \
  XX(P_FILESZ, 32, 16, 8)                                                      \
  XX(P_ALIGN, 48, 28, 8)

#define CUDNN_STRICT_ELF_FIELD_ENUMERATOR(name, at64, at32, width)             \
  CUDNN_STRICT_ELF_##name,
enum cudnn_strict_elf_field_name {
  CUDNN_STRICT_ELF_FIELD_MAP(CUDNN_STRICT_ELF_FIELD_ENUMERATOR)
};
#undef CUDNN_STRICT_ELF_FIELD_ENUMERATOR

/* Whether the `got` bytes at `start` begin an ELF file: "\177ELF" and
   e_ident whole (16 bytes). */
CUDNN_STRICT_INTERNAL int cudnn_strict_elf_is_elf(const unsigned char *start,
                                                  size_t got);

/* The field `name` of the header or program header at `at`, in a file
   whose first 16 bytes are `start`: EI_CLASS 2 places it as in ELF64, any
   other as in ELF32; EI_DATA 2 reads it big-endian, any other
   little-endian.  For the loader's emulation, which the guard carries: it
   reads the few fields it needs, not a whole header. */
CUDNN_STRICT_INTERNAL unsigned long long
cudnn_strict_elf_get(const unsigned char *start, const unsigned char *at,
                     enum cudnn_strict_elf_field_name name);

/* What the first bytes of a file say as an ELF header.  The fields are
   laid out as ELF64 where EI_CLASS says 64 bits, else as ELF32, and read
   big-endian where EI_DATA says so, else little-endian; bytes past what
   was read count as 0. */
struct cudnn_strict_elf_header {
  unsigned char ident[16]; /* e_ident, as read (0 past the bytes read) */
  int elf;                 /* "\177ELF" and e_ident whole: 16 bytes */
  int has_machine;         /* ELF, and e_type and e_machine read: 20 bytes */
  int complete;            /* ELF, and the whole header of its class read */
  int bits;                /* EI_CLASS: 64, 32; 0 for another */
  int byte_order;          /* EI_DATA: 1 little, 2 big; 0 for another */
  unsigned ident_version, osabi; /* EI_VERSION, EI_OSABI */
  unsigned type;                 /* ET_EXEC 2, ET_DYN 3 */
  unsigned machine;              /* EM_X86_64 62, EM_AARCH64 183, ... */
  unsigned long long version;    /* e_version */
  unsigned long long phoff, shoff;
  unsigned phentsize, phnum, shentsize, shnum, shstrndx;
  /* Where the program and section header tables end: offset plus count
     times entry size, as the header places them. */
  unsigned long long phend, shend;
  unsigned segment_size; /* a program header of this class: 56 or 32 */
};

/* A program header. */
struct cudnn_strict_elf_segment {
  unsigned type;
  unsigned long long offset, vaddr, filesz, align;
};

/* The unsigned integer of `width` bytes at `bytes`, big-endian or not. */
CUDNN_STRICT_INTERNAL unsigned long long
cudnn_strict_elf_bytes(const unsigned char *bytes, size_t width,
                       int big_endian);

/* Decodes the first `got` bytes of a file (`start`, at most
   CUDNN_STRICT_ELF_HEADER_SIZE of them are read) into `h`. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_elf_header_decode(const unsigned char *start, size_t got,
                               struct cudnn_strict_elf_header *h);

/* Decodes the program header `entry` (h->segment_size bytes) of the file
   whose header is `h`. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_elf_segment_decode(const struct cudnn_strict_elf_header *h,
                                const unsigned char *entry,
                                struct cudnn_strict_elf_segment *s);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_ELF_HEADER_H */
