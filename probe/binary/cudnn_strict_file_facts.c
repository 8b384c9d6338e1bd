/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_file_facts.h. */
#include "cudnn_strict_file_facts.h"

#include <stdio.h>
#include <string.h>

#include "cudnn_strict_machines.h"

struct cudnn_strict_machine {
  unsigned elf, pe;
  const char *name;
};

#define CUDNN_STRICT_MACHINE_ENTRY(elf, pe, name) {elf, pe, name},
static const struct cudnn_strict_machine cudnn_strict_machines[] = {
    CUDNN_STRICT_MACHINE_MAP(CUDNN_STRICT_MACHINE_ENTRY)};
#undef CUDNN_STRICT_MACHINE_ENTRY

#define CUDNN_STRICT_MACHINE_COUNT                                             \
  (sizeof(cudnn_strict_machines) / sizeof(cudnn_strict_machines[0]))

static unsigned cudnn_strict_u16(const unsigned char *b, int big) {
  return big ? (unsigned)b[0] << 8 | b[1] : (unsigned)b[1] << 8 | b[0];
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_write_file_facts(struct cudnn_strict_writer *w, const char *path,
                              const char *processor) {
  unsigned char b[64];
  char machine[32] = "";
  const char *kind = "none", *name = NULL;
  size_t got, i;
  unsigned number = 0;
  int big = 0, bits = 0, pe = 0;
  FILE *in = fopen(path, "rb");
  if (in == NULL)
    return 0;
  got = fread(b, 1, sizeof(b), in);
  if (got >= 20 && memcmp(b, "\177ELF", 4) == 0) {
    /* e_machine sits at 18 in both classes, in the file's byte order. */
    kind = "elf";
    bits = b[4] == 2 ? 64 : b[4] == 1 ? 32 : 0;
    big = b[5] == 2;
    number = cudnn_strict_u16(b + 18, big);
    sprintf(machine, "machine %u", number);
  } else if (got == sizeof(b) && b[0] == 'M' && b[1] == 'Z') {
    /* e_lfanew at 0x3c; then "PE\0\0", Machine, and the optional header's
       magic 24 bytes on. */
    unsigned char h[26];
    long at =
        (long)((unsigned long)b[0x3c] | (unsigned long)b[0x3d] << 8 |
               (unsigned long)b[0x3e] << 16 | (unsigned long)b[0x3f] << 24);
    kind = "dos";
    if (at >= 0 && fseek(in, at, SEEK_SET) == 0 && fread(h, 1, 6, in) == 6 &&
        memcmp(h, "PE\0\0", 4) == 0) {
      kind = "pe";
      pe = 1;
      number = cudnn_strict_u16(h + 4, 0);
      sprintf(machine, "machine 0x%04x", number);
      if (fread(h + 6, 1, 20, in) == 20) {
        unsigned magic = cudnn_strict_u16(h + 24, 0);
        bits = magic == 0x20bu ? 64 : magic == 0x10bu ? 32 : 0;
      }
    }
  }
  fclose(in);
  cudnn_strict_write_text(w, "file.kind", kind);
  if (machine[0] == '\0')
    return 1;
  for (i = 0; i < CUDNN_STRICT_MACHINE_COUNT; ++i) {
    unsigned known =
        pe ? cudnn_strict_machines[i].pe : cudnn_strict_machines[i].elf;
    if (known != 0 && number == known)
      name = cudnn_strict_machines[i].name;
  }
  if (bits != 0)
    cudnn_strict_write_long(w, "file.class", bits);
  cudnn_strict_write_text(w, "file.byte_order", big ? "big" : "little");
  cudnn_strict_write_text(w, "file.machine", name != NULL ? name : machine);
  if (processor != NULL) {
    /* A processor the table does not know cannot be told apart. */
    const char *matches = "unknown";
    for (i = 0; i < CUDNN_STRICT_MACHINE_COUNT; ++i)
      if (strcmp(processor, cudnn_strict_machines[i].name) == 0)
        matches = name != NULL && strcmp(name, processor) == 0 ? "yes" : "no";
    cudnn_strict_write_text(w, "file.matches", matches);
  }
  return 1;
}
