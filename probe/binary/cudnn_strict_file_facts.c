/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_file_facts.h. */
#include "cudnn_strict_file_facts.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "cudnn_strict_elf_header.h"
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

struct cudnn_strict_processor_spelling {
  const char *spelling;
  const char *name;
};

#define CUDNN_STRICT_SPELLING_ENTRY(spelling, name) {spelling, name},
static const struct cudnn_strict_processor_spelling
    cudnn_strict_processor_spellings[] = {
        CUDNN_STRICT_PROCESSOR_SPELLING_MAP(CUDNN_STRICT_SPELLING_ENTRY)};
#undef CUDNN_STRICT_SPELLING_ENTRY

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_processor_name(const char *spelling) {
  size_t i, length;
  const char *s;
  for (i = 0; i < sizeof(cudnn_strict_processor_spellings) /
                      sizeof(cudnn_strict_processor_spellings[0]);
       ++i) {
    s = cudnn_strict_processor_spellings[i].spelling;
    length = strlen(s);
    if (s[length - 1] == '*' ? strncmp(spelling, s, length - 1) == 0
                             : strcmp(spelling, s) == 0)
      return cudnn_strict_processor_spellings[i].name;
  }
  return spelling;
}

static unsigned cudnn_strict_u16(const unsigned char *b, int big) {
  return big ? (unsigned)b[0] << 8 | b[1] : (unsigned)b[1] << 8 | b[0];
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_file_facts_start(const unsigned char *start, size_t got,
                              struct cudnn_strict_file_facts *f) {
  struct cudnn_strict_elf_header elf;
  memset(f, 0, sizeof(*f));
  cudnn_strict_elf_header_decode(start, got, &elf);
  if (elf.elf) {
    f->kind = CUDNN_STRICT_FILE_ELF;
    f->bits = elf.bits;
    f->byte_order = elf.byte_order;
    f->has_machine = elf.has_machine;
    if (elf.has_machine)
      f->machine = elf.machine;
  } else if (got >= 2 && start[0] == 'M' && start[1] == 'Z') {
    f->kind = CUDNN_STRICT_FILE_DOS;
    f->byte_order = 1;
    if (got >= CUDNN_STRICT_FILE_START_SIZE) {
      f->has_pe_at = 1;
      f->pe_at = (unsigned long)start[0x3c] | (unsigned long)start[0x3d] << 8 |
                 (unsigned long)start[0x3e] << 16 |
                 (unsigned long)start[0x3f] << 24;
    }
  }
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_file_facts_pe(const unsigned char *header, size_t got,
                           struct cudnn_strict_file_facts *f) {
  /* "PE\0\0", then IMAGE_FILE_HEADER (Machine first), then the optional
     header, whose magic says the class. */
  if (f->kind != CUDNN_STRICT_FILE_DOS || got < 6 ||
      memcmp(header, "PE\0\0", 4) != 0)
    return;
  f->kind = CUDNN_STRICT_FILE_PE;
  f->has_machine = 1;
  f->machine = cudnn_strict_u16(header + 4, 0);
  if (got >= 26) {
    unsigned magic = cudnn_strict_u16(header + 24, 0);
    f->bits = magic == 0x20bu ? 64 : magic == 0x10bu ? 32 : 0;
  }
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_file_facts_read(FILE *in, struct cudnn_strict_file_facts *f) {
  unsigned char start[CUDNN_STRICT_FILE_START_SIZE];
  unsigned char header[CUDNN_STRICT_FILE_PE_SIZE];
  size_t got = 0;
  if (fseek(in, 0, SEEK_SET) == 0)
    got = fread(start, 1, sizeof(start), in);
  cudnn_strict_file_facts_start(start, got, f);
  /* fseek takes a long: where that is 32 bits, a larger e_lfanew cannot
     be sought, and the file stays a DOS header. */
  if (f->kind == CUDNN_STRICT_FILE_DOS && f->has_pe_at &&
      f->pe_at <= (unsigned long)LONG_MAX &&
      fseek(in, (long)f->pe_at, SEEK_SET) == 0)
    cudnn_strict_file_facts_pe(header, fread(header, 1, sizeof(header), in), f);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_file_processor(const char *path, const char *processor,
                            struct cudnn_strict_file_processor *p) {
  struct cudnn_strict_file_facts f;
  const char *name = NULL;
  size_t i;
  FILE *in = fopen(path, "rb");
  if (in == NULL)
    return 0;
  cudnn_strict_file_facts_read(in, &f);
  fclose(in);
  /* An ELF file cut before its e_machine, or a DOS header before its
     e_lfanew, tells nothing the module could act on. */
  if ((f.kind == CUDNN_STRICT_FILE_ELF && !f.has_machine) ||
      (f.kind == CUDNN_STRICT_FILE_DOS && !f.has_pe_at))
    f.kind = CUDNN_STRICT_FILE_NONE;
  p->facts = f;
  p->machine[0] = '\0';
  p->matches = "";
  if (f.kind != CUDNN_STRICT_FILE_ELF && f.kind != CUDNN_STRICT_FILE_PE)
    return 1;
  sprintf(p->machine,
          f.kind == CUDNN_STRICT_FILE_PE ? "machine 0x%04x" : "machine %u",
          f.machine);
  for (i = 0; i < CUDNN_STRICT_MACHINE_COUNT; ++i) {
    unsigned known = f.kind == CUDNN_STRICT_FILE_PE
                         ? cudnn_strict_machines[i].pe
                         : cudnn_strict_machines[i].elf;
    if (known != 0 && f.machine == known)
      name = cudnn_strict_machines[i].name;
  }
  if (name != NULL)
    strcpy(p->machine, name);
  if (processor != NULL) {
    /* A processor the table does not know cannot be told apart. */
    p->matches = "unknown";
    for (i = 0; i < CUDNN_STRICT_MACHINE_COUNT; ++i)
      if (strcmp(processor, cudnn_strict_machines[i].name) == 0)
        p->matches =
            name != NULL && strcmp(name, processor) == 0 ? "yes" : "no";
  }
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_write_file_facts(struct cudnn_strict_writer *w, const char *path,
                              const char *processor) {
  static const char *const kinds[] = {"none", "elf", "dos", "pe"};
  struct cudnn_strict_file_processor p;
  if (!cudnn_strict_file_processor(path, processor, &p))
    return 0;
  cudnn_strict_write_text(w, "file.kind", kinds[p.facts.kind]);
  if (p.facts.kind != CUDNN_STRICT_FILE_ELF &&
      p.facts.kind != CUDNN_STRICT_FILE_PE)
    return 1;
  if (p.facts.bits != 0)
    cudnn_strict_write_long(w, "file.class", p.facts.bits);
  cudnn_strict_write_text(w, "file.byte_order",
                          p.facts.byte_order == 2 ? "big" : "little");
  cudnn_strict_write_text(w, "file.machine", p.machine);
  if (processor != NULL)
    cudnn_strict_write_text(w, "file.matches", p.matches);
  return 1;
}
