/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The PE reader: a DLL's or a program's headers, import table, sections
 * and version resource, read with stdio at the offsets the headers give,
 * never mapped or loaded (LoadLibrary would run the DLL's initialisation,
 * and cuDNN's DLLs run to hundreds of megabytes).  It starts from the
 * file facts (cudnn_strict_file_facts.h: the DOS header, the signature,
 * Machine).  Windows only; the loader's search built on it is
 * cudnn_strict_ld_win32.c.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_PE_H
#define CUDNN_STRICT_PE_H

#if defined(_WIN32)
#include "cudnn_strict_file_facts.h"
#include "cudnn_strict_internal.h"
#include "cudnn_strict_loader.h"

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A DLL name; the ELF reader's name, so that the report code is one. */
#define CUDNN_STRICT_ELF_NAME_SIZE 128

/* IMAGE_FILE_HEADER.Machine of x64, and of this program. */
#define CUDNN_STRICT_PE_MACHINE_AMD64 0x8664u

/* A PE file's headers, read without mapping it (cuDNN's DLLs run to
   hundreds of megabytes). */
struct cudnn_strict_pe {
  FILE *file;
  unsigned machine;
  int is_dll;
  unsigned import_rva; /* the import directory, 0 for none */
  int section_count;
  struct {
    char name[9];
    unsigned long address, virtual_size, raw_size, raw_offset;
  } sections[96];
};

/* Opens `path` and reads its headers; 1 for a PE image, else 0 (and
   nothing to close). */
CUDNN_STRICT_INTERNAL int cudnn_strict_pe_open(const char *path,
                                               struct cudnn_strict_pe *pe);
CUDNN_STRICT_INTERNAL void cudnn_strict_pe_close(struct cudnn_strict_pe *pe);

/* The DLL names of the import table, each once, in its order; returns
   how many were written. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_pe_imports(struct cudnn_strict_pe *pe,
                        char names[][CUDNN_STRICT_ELF_NAME_SIZE], int max);

/* The file offset and size of section `name` (".rdata"); 0 when absent. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_pe_section_named(const struct cudnn_strict_pe *pe,
                              const char *name, unsigned long *offset,
                              unsigned long *size);

/* The FileVersion of the DLL's version resource (VS_FIXEDFILEINFO:
   9.1.0.70 as {9, 1, 0, 70}); 0 when it has none. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_pe_file_version(struct cudnn_strict_pe *pe, unsigned version[4]);

/* Windows names compare without regard to case: 0 when equal, as
   strncmp. */
CUDNN_STRICT_INTERNAL int cudnn_strict_name_compare(const char *a,
                                                    const char *b, size_t n);

#ifdef __cplusplus
}
#endif

#endif /* _WIN32 */

#endif /* CUDNN_STRICT_PE_H */
