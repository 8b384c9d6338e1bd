/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The processors cuDNN ships for, as CMAKE_SYSTEM_PROCESSOR spells them:
 * ELF e_machine, PE IMAGE_FILE_HEADER.Machine (0 where cuDNN ships no
 * DLL), the name.  The only list: what the loader does with a file
 * (core/cudnn_strict_library_file.c) and what a file's header says
 * (binary/cudnn_strict_file_facts.c) both expand it.
 */
#ifndef CUDNN_STRICT_MACHINES_H
#define CUDNN_STRICT_MACHINES_H

#define CUDNN_STRICT_MACHINE_MAP(XX)                                           \
  XX(62u, 0x8664u, "x86_64")                                                   \
  XX(183u, 0xaa64u, "aarch64")                                                 \
  XX(21u, 0u, "ppc64le")                                                       \
  XX(3u, 0x14cu, "i386")                                                       \
  XX(40u, 0u, "arm")                                                           \
  XX(243u, 0u, "riscv64")                                                      \
  XX(22u, 0u, "s390x")

#endif /* CUDNN_STRICT_MACHINES_H */
