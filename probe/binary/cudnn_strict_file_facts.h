/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What the first bytes of a binary say, loading nothing: its kind (ELF,
 * PE, a DOS header without a PE one, neither), class, byte order and the
 * processor it is built for.  The one place that reads ELF's e_ident and
 * e_machine (decoded by the core's cudnn_strict_elf_header.h, which the
 * guard's loader emulation shares) and the DOS header's e_lfanew, the PE
 * signature and Machine:
 * the ELF reader (cudnn_strict_elf.c) and the PE reader
 * (cudnn_strict_pe.c) start from these facts, each with the file it has
 * opened its own way; the CMake module asks for them as words
 * (cudnn-strict-probe --file-facts) where no probe loads the file: a cross
 * build without an emulator, and the DLL a Windows build is about to
 * choose.  Portable C (stdio): the host that reads a target's file may be
 * any.
 */
#ifndef CUDNN_STRICT_FILE_FACTS_H
#define CUDNN_STRICT_FILE_FACTS_H

#include "cudnn_strict_internal.h"
#include "cudnn_strict_writer.h"

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How many bytes of the file's start the facts are read from: the DOS
   header whole (e_lfanew sits at 0x3c), which holds the ELF header's
   e_ident and e_machine too. */
#define CUDNN_STRICT_FILE_START_SIZE 64
/* How many bytes at the PE header's offset: the signature, the file
   header (20 bytes) and the optional header's magic. */
#define CUDNN_STRICT_FILE_PE_SIZE 26

enum cudnn_strict_file_kind {
  CUDNN_STRICT_FILE_NONE,
  CUDNN_STRICT_FILE_ELF, /* "\177ELF" and the 16 bytes of e_ident */
  CUDNN_STRICT_FILE_DOS, /* "MZ", and no PE header read (yet) */
  CUDNN_STRICT_FILE_PE   /* a DOS header whose e_lfanew finds "PE\0\0" */
};

struct cudnn_strict_file_facts {
  enum cudnn_strict_file_kind kind;
  int bits;       /* 64, 32; 0: another class, or not read */
  int byte_order; /* ELF's EI_DATA: 1 little, 2 big, else none of them;
                     a PE file is little */
  int has_machine;
  unsigned machine;    /* e_machine, or IMAGE_FILE_HEADER.Machine */
  int has_pe_at;       /* the DOS header whole */
  unsigned long pe_at; /* its e_lfanew: where the PE header sits */
};

/* The facts the first `got` bytes of a file tell (`start`, at most
   CUDNN_STRICT_FILE_START_SIZE of them).  An ELF file's machine needs 20
   bytes, a DOS header's e_lfanew all 64. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_file_facts_start(const unsigned char *start, size_t got,
                              struct cudnn_strict_file_facts *f);

/* Adds what the `got` bytes at a DOS header's pe_at tell (at most
   CUDNN_STRICT_FILE_PE_SIZE of them): with the PE signature the kind
   becomes PE and the Machine is read, with the optional header's magic
   the class too. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_file_facts_pe(const unsigned char *header, size_t got,
                           struct cudnn_strict_file_facts *f);

/* Both, read with stdio from `in`, an open file whose position may be
   anywhere (it is left anywhere). */
CUDNN_STRICT_INTERNAL void
cudnn_strict_file_facts_read(FILE *in, struct cudnn_strict_file_facts *f);

/* The name of the table (base/cudnn_strict_machines.h) for the processor
   spelt `spelling` (CMAKE_SYSTEM_PROCESSOR's AMD64, arm64, i686...), or
   `spelling` itself when it is no other spelling of one. */
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_processor_name(const char *spelling);

/* What a file's facts say of its processor, against a target's. */
struct cudnn_strict_file_processor {
  struct cudnn_strict_file_facts facts; /* kind NONE for a cut header */
  char machine[32];    /* "x86_64", else "machine 183", "machine 0x01c4";
                          "" for neither ELF nor PE */
  const char *matches; /* yes, no, unknown; "" without a processor or
                          for neither ELF nor PE */
};

/* Fills `p` for `path` against `processor` (as file.machine spells it;
   NULL for none), as file.kind, file.machine and file.matches below say.
   Returns 0 when the file cannot be read. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_file_processor(const char *path, const char *processor,
                            struct cudnn_strict_file_processor *p);

/* Writes file.kind (elf, pe, dos: an MZ header without the PE signature,
   none), file.class (32, 64), file.byte_order (little, big) and
   file.machine ("x86_64", else "machine 183" for ELF, "machine 0x01c4"
   for PE) of `path`, named as the module spells a CMAKE_SYSTEM_PROCESSOR
   (x86_64, aarch64, ppc64le, i386, arm, ...); with `processor` (the
   target's, as file.machine spells it; NULL for none) also file.matches
   (yes, no, unknown: a processor no table here knows).
   Returns 0 when the file cannot be read. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_write_file_facts(struct cudnn_strict_writer *w, const char *path,
                              const char *processor);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_FILE_FACTS_H */
