/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_library_file.h. */
#include "cudnn_strict_library_file.h"

#include <stdio.h>
#include <string.h>

#if defined(_WIN32)
CUDNN_STRICT_INTERNAL int
cudnn_strict_library_file_problem(const char *path, char *out, size_t size) {
  (void)path;
  (void)out;
  (void)size;
  return 0;
}
#else
#include <sys/stat.h>

/* e_machine of the processors cuDNN ships for, as CMAKE_SYSTEM_PROCESSOR
   spells them. */
static const struct cudnn_strict_elf_machine {
  unsigned number;
  const char *name;
} cudnn_strict_elf_machines[] = {
    {62, "x86_64"}, {183, "aarch64"}, {21, "ppc64le"}, {3, "i386"},
    {40, "arm"},    {243, "riscv64"}, {22, "s390x"},
};

/* The machine this program was compiled for: a program under an emulator
   is the target's. */
#if defined(__x86_64__) || defined(_M_X64)
#define CUDNN_STRICT_OWN_MACHINE 62u
#elif defined(__aarch64__) || defined(_M_ARM64)
#define CUDNN_STRICT_OWN_MACHINE 183u
#elif defined(__powerpc64__)
#define CUDNN_STRICT_OWN_MACHINE 21u
#elif defined(__i386__) || defined(_M_IX86)
#define CUDNN_STRICT_OWN_MACHINE 3u
#elif defined(__arm__)
#define CUDNN_STRICT_OWN_MACHINE 40u
#elif defined(__riscv)
#define CUDNN_STRICT_OWN_MACHINE 243u
#elif defined(__s390x__)
#define CUDNN_STRICT_OWN_MACHINE 22u
#else
#define CUDNN_STRICT_OWN_MACHINE 0u /* unknown: not compared */
#endif

static void cudnn_strict_machine_name(unsigned number, char *out, size_t size) {
  size_t i;
  for (i = 0; i < sizeof(cudnn_strict_elf_machines) /
                      sizeof(cudnn_strict_elf_machines[0]);
       ++i)
    if (cudnn_strict_elf_machines[i].number == number) {
      snprintf(out, size, "%s", cudnn_strict_elf_machines[i].name);
      return;
    }
  snprintf(out, size, "ELF machine %u", number);
}

static unsigned long long cudnn_strict_header_field(const unsigned char *h,
                                                    size_t at, size_t width,
                                                    int big_endian) {
  unsigned long long value = 0;
  size_t i;
  for (i = 0; i < width; ++i)
    value |= (unsigned long long)h[big_endian ? at + width - 1 - i : at + i]
             << (8 * i);
  return value;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_library_file_problem(const char *path, char *out, size_t size) {
  static const char *const reinstall =
      "Fix: reinstall cuDNN, or set CUDNN_LIBRARY to the real "
      "libcudnn.so.<major>";
  unsigned char h[64];
  char theirs[32], ours[32];
  size_t got;
  unsigned long long file_size, end, phend, shend;
  unsigned type, machine;
  int bits, own_bits = (int)(sizeof(void *) * 8), big, wide;
  struct stat st;
  FILE *file;
  /* Only a regular file is opened: reading a FIFO named like a library
     would wait for a writer forever. */
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    snprintf(out, size,
             "the cuDNN library %s is not a regular file (a directory, a FIFO "
             "or a device). %s",
             path, reinstall);
    return 1;
  }
  if ((file = fopen(path, "rb")) == NULL)
    return 0;
  memset(h, 0, sizeof(h));
  got = fread(h, 1, sizeof(h), file);
  file_size = fseek(file, 0, SEEK_END) == 0 ? (unsigned long long)ftell(file)
                                            : (unsigned long long)got;
  fclose(file);
  if (got < 20 || memcmp(h, "\177ELF", 4) != 0) {
    snprintf(out, size,
             "the cuDNN library %s is not a shared library (it has no ELF "
             "header: a text file, a linker script or a damaged download?). "
             "%s",
             path, reinstall);
    return 1;
  }
  bits = h[4] == 1 ? 32 : h[4] == 2 ? 64 : 0;
  big = h[5] == 2;
  wide = bits == 64;
  type = (unsigned)cudnn_strict_header_field(h, 16, 2, big);
  machine = (unsigned)cudnn_strict_header_field(h, 18, 2, big);
  cudnn_strict_machine_name(machine, theirs, sizeof(theirs));
  cudnn_strict_machine_name(CUDNN_STRICT_OWN_MACHINE, ours, sizeof(ours));
  if (bits != 0 && bits != own_bits) {
    snprintf(out, size,
             "the cuDNN library %s is a %d-bit library, but this build is "
             "%d-bit. Fix: %s",
             path, bits, own_bits,
             own_bits == 64
                 ? "install the 64-bit cuDNN, or set CUDNN_LIBRARY to it"
                 : "build for 64 bits (cuDNN has no 32-bit release), or set "
                   "CUDNN_LIBRARY to a 32-bit library");
    return 1;
  }
  if (CUDNN_STRICT_OWN_MACHINE != 0 && machine != CUDNN_STRICT_OWN_MACHINE) {
    snprintf(out, size,
             "the cuDNN library %s is built for %s, but this build targets "
             "%s. Fix: install the cuDNN for %s, or set CUDNN_LIBRARY to it",
             path, theirs, ours, ours);
    return 1;
  }
  if (type != 3) {
    snprintf(out, size,
             "the cuDNN library %s is an ELF file but not a shared library "
             "(ELF type %u). %s",
             path, type, reinstall);
    return 1;
  }
  /* Program and section header tables, which the header places. */
  phend = cudnn_strict_header_field(h, wide ? 32 : 28, wide ? 8 : 4, big) +
          cudnn_strict_header_field(h, wide ? 54 : 42, 2, big) *
              cudnn_strict_header_field(h, wide ? 56 : 44, 2, big);
  shend = cudnn_strict_header_field(h, wide ? 40 : 32, wide ? 8 : 4, big) +
          cudnn_strict_header_field(h, wide ? 58 : 46, 2, big) *
              cudnn_strict_header_field(h, wide ? 60 : 48, 2, big);
  end = phend > shend ? phend : shend;
  if (got < (wide ? 64u : 52u) || file_size < end) {
    snprintf(out, size,
             "the cuDNN library %s is truncated: its ELF header places "
             "tables up to byte %llu, but the file has %llu bytes (an "
             "interrupted copy or download?). Fix: reinstall cuDNN, or set "
             "CUDNN_LIBRARY to a complete libcudnn.so.<major>",
             path, end, file_size);
    return 1;
  }
  return 0;
}
#endif
