/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The PE reader: see cudnn_strict_pe.h.
 */
#if defined(_WIN32)

#include "cudnn_strict_pe.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long cudnn_strict_pe_u32(const unsigned char *b) {
  return (unsigned long)b[0] | ((unsigned long)b[1] << 8) |
         ((unsigned long)b[2] << 16) | ((unsigned long)b[3] << 24);
}

static unsigned cudnn_strict_pe_u16(const unsigned char *b) {
  return (unsigned)b[0] | ((unsigned)b[1] << 8);
}

static int cudnn_strict_pe_read_at(struct cudnn_strict_pe *pe,
                                   unsigned long offset, void *out,
                                   size_t size) {
  return fseek(pe->file, (long)offset, SEEK_SET) == 0 &&
         fread(out, 1, size, pe->file) == size;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_pe_open(const char *path,
                                               struct cudnn_strict_pe *pe) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  unsigned char b[264];
  struct cudnn_strict_file_facts facts;
  unsigned long header, optional;
  unsigned optional_size, magic;
  int i;
  memset(pe, 0, sizeof(*pe));
  if (!cudnn_strict_win32_widen(path, wide, CUDNN_STRICT_PATH_SIZE) ||
      (pe->file = _wfopen(wide, L"rb")) == NULL)
    return 0;
  /* The DOS header, its e_lfanew, the signature and the Machine. */
  cudnn_strict_file_facts_read(pe->file, &facts);
  if (facts.kind != CUDNN_STRICT_FILE_PE)
    goto fail;
  pe->machine = facts.machine;
  header = facts.pe_at;
  /* The signature, the file header (20 bytes) and the optional header up
     to the import directory's entry. */
  if (!cudnn_strict_pe_read_at(pe, header, b, 24 + 128))
    goto fail;
  pe->section_count = (int)cudnn_strict_pe_u16(b + 6);
  optional_size = cudnn_strict_pe_u16(b + 20);
  pe->is_dll = (cudnn_strict_pe_u16(b + 22) & 0x2000u) != 0;
  optional = header + 24;
  magic = cudnn_strict_pe_u16(b + 24);
  /* DataDirectory[1], the imports: at 120 in PE32+, 104 in PE32. */
  if (magic == 0x20bu && optional_size >= 128)
    pe->import_rva = cudnn_strict_pe_u32(b + 24 + 120);
  else if (magic == 0x10bu && optional_size >= 112)
    pe->import_rva = cudnn_strict_pe_u32(b + 24 + 104);
  else
    goto fail;
  if (pe->section_count > (int)(sizeof(pe->sections) / sizeof(pe->sections[0])))
    goto fail;
  for (i = 0; i < pe->section_count; ++i) {
    if (!cudnn_strict_pe_read_at(pe, optional + optional_size + 40ul * i, b,
                                 40))
      goto fail;
    memcpy(pe->sections[i].name, b, 8);
    pe->sections[i].name[8] = '\0';
    pe->sections[i].virtual_size = cudnn_strict_pe_u32(b + 8);
    pe->sections[i].address = cudnn_strict_pe_u32(b + 12);
    pe->sections[i].raw_size = cudnn_strict_pe_u32(b + 16);
    pe->sections[i].raw_offset = cudnn_strict_pe_u32(b + 20);
  }
  return 1;
fail:
  fclose(pe->file);
  pe->file = NULL;
  return 0;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_pe_close(struct cudnn_strict_pe *pe) {
  if (pe->file != NULL)
    fclose(pe->file);
  pe->file = NULL;
}

/* The file offset of an address of the image; 0 when no section holds it. */
static unsigned long cudnn_strict_pe_offset(const struct cudnn_strict_pe *pe,
                                            unsigned long rva) {
  int i;
  for (i = 0; i < pe->section_count; ++i) {
    unsigned long start = pe->sections[i].address;
    if (rva >= start && rva - start < pe->sections[i].raw_size)
      return pe->sections[i].raw_offset + (rva - start);
  }
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_pe_imports(struct cudnn_strict_pe *pe,
                        char names[][CUDNN_STRICT_ELF_NAME_SIZE], int max) {
  unsigned char entry[20];
  unsigned long at = cudnn_strict_pe_offset(pe, pe->import_rva);
  int count = 0, i, k;
  /* IMAGE_IMPORT_DESCRIPTOR: 20 bytes each, the name's address at 12; a
     zeroed one ends the table. */
  for (k = 0; at != 0 && count < max && k < 4096; ++k, at += 20) {
    unsigned long name_at;
    char *name = names[count];
    if (!cudnn_strict_pe_read_at(pe, at, entry, sizeof(entry)) ||
        cudnn_strict_pe_u32(entry + 12) == 0)
      break;
    name_at = cudnn_strict_pe_offset(pe, cudnn_strict_pe_u32(entry + 12));
    if (name_at == 0 || fseek(pe->file, (long)name_at, SEEK_SET) != 0 ||
        fgets(name, CUDNN_STRICT_ELF_NAME_SIZE, pe->file) == NULL)
      continue;
    name[strcspn(name, "\n")] = '\0';
    for (i = 0; i < count; ++i)
      if (cudnn_strict_name_compare(names[i], name, (size_t)-1) == 0)
        break;
    if (i == count && name[0] != '\0')
      count++;
  }
  return count;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_pe_section_named(const struct cudnn_strict_pe *pe,
                              const char *name, unsigned long *offset,
                              unsigned long *size) {
  int i;
  for (i = 0; i < pe->section_count; ++i)
    if (strcmp(pe->sections[i].name, name) == 0) {
      *offset = pe->sections[i].raw_offset;
      *size = pe->sections[i].raw_size;
      return 1;
    }
  return 0;
}

/* The first entry of the resource directory at `directory` (an offset
   into the .rsrc section at `base`, of `size` bytes) with id `id`, or its
   first entry of any id for `id` < 0: its offset field, the high bit set
   for a subdirectory.  0 for none. */
static unsigned long cudnn_strict_pe_resource_entry(struct cudnn_strict_pe *pe,
                                                    unsigned long base,
                                                    unsigned long size,
                                                    unsigned long directory,
                                                    long id) {
  unsigned char b[16];
  unsigned named, ids, k;
  /* IMAGE_RESOURCE_DIRECTORY: 16 bytes, then the named entries and the id
     entries, 8 bytes each (name or id, offset). */
  if (directory + 16 > size ||
      !cudnn_strict_pe_read_at(pe, base + directory, b, 16))
    return 0;
  named = cudnn_strict_pe_u16(b + 12);
  ids = cudnn_strict_pe_u16(b + 14);
  for (k = 0; k < named + ids && k < 4096; ++k) {
    unsigned long at = directory + 16 + 8ul * k;
    unsigned long name;
    if (at + 8 > size || !cudnn_strict_pe_read_at(pe, base + at, b, 8))
      return 0;
    name = cudnn_strict_pe_u32(b);
    if (id < 0 || (k >= named && name == (unsigned long)id))
      return cudnn_strict_pe_u32(b + 4);
  }
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_pe_file_version(struct cudnn_strict_pe *pe, unsigned version[4]) {
  static const unsigned long subdirectory = 0x80000000ul;
  unsigned long base = 0, size = 0, entry, data;
  unsigned char b[64];
  int level;
  /* RT_VERSION (16), its first name, its first language: a data entry
     whose first field is the address of VS_VERSIONINFO. */
  if (!cudnn_strict_pe_section_named(pe, ".rsrc", &base, &size))
    return 0;
  entry = cudnn_strict_pe_resource_entry(pe, base, size, 0, 16);
  for (level = 0; level < 2; ++level) {
    if ((entry & subdirectory) == 0)
      return 0;
    entry = cudnn_strict_pe_resource_entry(pe, base, size,
                                           entry & ~subdirectory, -1);
  }
  if (entry == 0 || (entry & subdirectory) != 0 || entry + 16 > size ||
      !cudnn_strict_pe_read_at(pe, base + entry, b, 16))
    return 0;
  data = cudnn_strict_pe_offset(pe, cudnn_strict_pe_u32(b));
  /* VS_VERSIONINFO: wLength, wValueLength, wType, L"VS_VERSION_INFO" and
     its NUL (32 bytes), padding to 40, then VS_FIXEDFILEINFO: its
     signature 0xFEEF04BD, dwStrucVersion, dwFileVersionMS and LS. */
  if (data == 0 || !cudnn_strict_pe_read_at(pe, data, b, 56) ||
      cudnn_strict_pe_u16(b + 2) < 52 ||
      cudnn_strict_pe_u32(b + 40) != 0xFEEF04BDul)
    return 0;
  version[0] = (unsigned)(cudnn_strict_pe_u32(b + 48) >> 16);
  version[1] = (unsigned)(cudnn_strict_pe_u32(b + 48) & 0xffffu);
  version[2] = (unsigned)(cudnn_strict_pe_u32(b + 52) >> 16);
  version[3] = (unsigned)(cudnn_strict_pe_u32(b + 52) & 0xffffu);
  return 1;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_name_compare(const char *a,
                                                    const char *b, size_t n) {
  for (; n > 0; --n, ++a, ++b) {
    int x = tolower((unsigned char)*a), y = tolower((unsigned char)*b);
    if (x != y)
      return x - y;
    if (x == '\0')
      return 0;
  }
  return 0;
}

#endif /* _WIN32 */
