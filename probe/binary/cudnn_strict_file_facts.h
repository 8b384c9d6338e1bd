/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What the first bytes of a binary say, loading nothing: its kind (ELF,
 * PE, a DOS header without a PE one, neither), class, byte order and the
 * processor it is built for, named as the module spells a
 * CMAKE_SYSTEM_PROCESSOR (x86_64, aarch64, ppc64le, i386, arm, ...).
 * The CMake module asks for them (cudnn-strict-probe --file-facts) where
 * no probe loads the file: a cross build without an emulator, and the
 * DLL a Windows build is about to choose.  Portable C (stdio): the host
 * that reads a target's file may be any.
 */
#ifndef CUDNN_STRICT_FILE_FACTS_H
#define CUDNN_STRICT_FILE_FACTS_H

#include "cudnn_strict_internal.h"
#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Writes file.kind (elf, pe, dos: an MZ header without the PE signature,
   none), file.class (32, 64), file.byte_order (little, big) and
   file.machine ("x86_64", else "machine 183" for ELF, "machine 0x01c4"
   for PE) of `path`; with `processor` (the target's, as file.machine
   spells it; NULL for none) also file.matches (yes, no, unknown: a
   processor no table here knows).
   Returns 0 when the file cannot be read. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_write_file_facts(struct cudnn_strict_writer *w, const char *path,
                              const char *processor);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_FILE_FACTS_H */
