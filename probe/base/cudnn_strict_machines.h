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

/* Other spellings of those processors (CMake, compilers and platforms name
   one processor several ways: AMD64, arm64, i686), and the name each
   means.  A spelling ending in '*' stands for every name it starts. */
#define CUDNN_STRICT_PROCESSOR_SPELLING_MAP(XX)                                \
  XX("AMD64", "x86_64")                                                        \
  XX("amd64", "x86_64")                                                        \
  XX("x64", "x86_64")                                                          \
  XX("arm64", "aarch64")                                                       \
  XX("ARM64", "aarch64")                                                       \
  XX("aarch64_be", "aarch64")                                                  \
  XX("i386", "i386")                                                           \
  XX("i486", "i386")                                                           \
  XX("i586", "i386")                                                           \
  XX("i686", "i386")                                                           \
  XX("x86", "i386")                                                            \
  XX("ppc64", "ppc64le")                                                       \
  XX("powerpc64le", "ppc64le")                                                 \
  XX("arm*", "arm")

#endif /* CUDNN_STRICT_MACHINES_H */
