/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_elf_header.h. */
#include "cudnn_strict_elf_header.h"

#include <string.h>

CUDNN_STRICT_INTERNAL unsigned long long
cudnn_strict_elf_bytes(const unsigned char *bytes, size_t width,
                       int big_endian) {
  unsigned long long value = 0;
  size_t i;
  for (i = 0; i < width; ++i)
    value = value << 8 | bytes[big_endian ? i : width - 1 - i];
  return value;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_elf_is_elf(const unsigned char *start,
                                                  size_t got) {
  return got >= 16 && memcmp(start, "\177ELF", 4) == 0;
}

CUDNN_STRICT_INTERNAL unsigned long long
cudnn_strict_elf_get(const unsigned char *start, const unsigned char *at,
                     enum cudnn_strict_elf_field_name name) {
#define CUDNN_STRICT_ELF_FIELD_ENTRY(name, at64, at32, width)                  \
  {at64, at32, width},
  static const unsigned char fields[][3] = {
      CUDNN_STRICT_ELF_FIELD_MAP(CUDNN_STRICT_ELF_FIELD_ENTRY)};
#undef CUDNN_STRICT_ELF_FIELD_ENTRY
  const unsigned char *field = fields[name];
  const int wide = start[4] == 2;
  return cudnn_strict_elf_bytes(at + field[wide ? 0 : 1],
                                wide || field[2] < 8 ? field[2] : 4,
                                start[5] == 2);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_elf_header_decode(const unsigned char *start, size_t got,
                               struct cudnn_strict_elf_header *h) {
  unsigned char b[CUDNN_STRICT_ELF_HEADER_SIZE];
  unsigned class_byte, data;
  memset(h, 0, sizeof(*h));
  memset(b, 0, sizeof(b));
  if (got > sizeof(b))
    got = sizeof(b);
  memcpy(b, start, got);
  class_byte = (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_CLASS);
  data = (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_DATA);
  h->elf = cudnn_strict_elf_is_elf(b, got);
  h->has_machine = h->elf && got >= 20;
  h->bits = class_byte == 2 ? 64 : class_byte == 1 ? 32 : 0;
  h->complete = h->elf && got >= (h->bits == 64 ? 64u : 52u);
  h->byte_order = data == 1 || data == 2 ? (int)data : 0;
  h->ident_version =
      (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_IDENT_VERSION);
  h->osabi = (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_OSABI);
  h->type = (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_TYPE);
  h->machine = (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_MACHINE);
  h->version = cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_VERSION);
  h->phoff = cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_PHOFF);
  h->shoff = cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_SHOFF);
  h->phentsize =
      (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_PHENTSIZE);
  h->phnum = (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_PHNUM);
  h->shentsize =
      (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_SHENTSIZE);
  h->shnum = (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_SHNUM);
  h->shstrndx = (unsigned)cudnn_strict_elf_get(b, b, CUDNN_STRICT_ELF_SHSTRNDX);
  h->phend = h->phoff + (unsigned long long)h->phentsize * h->phnum;
  h->shend = h->shoff + (unsigned long long)h->shentsize * h->shnum;
  h->segment_size = CUDNN_STRICT_ELF_SEGMENT_SIZE(h->bits);
  memcpy(h->ident, b, sizeof(h->ident));
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_elf_segment_decode(const struct cudnn_strict_elf_header *h,
                                const unsigned char *entry,
                                struct cudnn_strict_elf_segment *s) {
  s->type =
      (unsigned)cudnn_strict_elf_get(h->ident, entry, CUDNN_STRICT_ELF_P_TYPE);
  s->offset = cudnn_strict_elf_get(h->ident, entry, CUDNN_STRICT_ELF_P_OFFSET);
  s->vaddr = cudnn_strict_elf_get(h->ident, entry, CUDNN_STRICT_ELF_P_VADDR);
  s->filesz = cudnn_strict_elf_get(h->ident, entry, CUDNN_STRICT_ELF_P_FILESZ);
  s->align = cudnn_strict_elf_get(h->ident, entry, CUDNN_STRICT_ELF_P_ALIGN);
}
