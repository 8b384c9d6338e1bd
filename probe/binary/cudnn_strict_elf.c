/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_elf.h. */
/* ELF only: the Windows build of cudnn-strict-probe has no the ELF reader. */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_elf.h"

CUDNN_STRICT_INTERNAL int cudnn_strict_read_at(int fd,
                                               unsigned long long file_size,
                                               unsigned long long offset,
                                               void *out, size_t size) {
  unsigned char *at = (unsigned char *)out;
  if (offset > file_size || size > file_size - offset)
    return 0;
  while (size > 0) {
    ssize_t n = pread(fd, at, size, (off_t)offset);
    if (n <= 0)
      return 0;
    at += n;
    offset += (unsigned long long)n;
    size -= (size_t)n;
  }
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_read(const struct cudnn_strict_elf *e,
                      unsigned long long offset, void *out, size_t size) {
  return cudnn_strict_read_at(e->fd, e->size, offset, out, size);
}

CUDNN_STRICT_INTERNAL unsigned long long
cudnn_strict_elf_field(const struct cudnn_strict_elf *e,
                       const unsigned char *bytes, size_t width) {
  return cudnn_strict_elf_bytes(bytes, width, e->big_endian);
}

CUDNN_STRICT_INTERNAL void cudnn_strict_elf_close(struct cudnn_strict_elf *e) {
  if (e->fd >= 0)
    close(e->fd);
  e->fd = -1;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_elf_kind
cudnn_strict_elf_open(const char *path, struct cudnn_strict_elf *e) {
  unsigned char h[CUDNN_STRICT_FILE_START_SIZE];
  struct cudnn_strict_file_facts facts;
  struct stat st;
  size_t got;
  memset(e, 0, sizeof(*e));
  /* O_NONBLOCK: a FIFO (given to --check-binary, or met under a needed
     name in a searched directory) would block open() until a writer came;
     it opens at once and is then refused as not a regular file.  O_NOCTTY:
     a terminal is never made this process's own. */
  e->fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (e->fd < 0)
    return CUDNN_STRICT_ELF_UNREADABLE;
  if (fstat(e->fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    cudnn_strict_elf_close(e);
    return CUDNN_STRICT_ELF_UNREADABLE;
  }
  e->size = (unsigned long long)st.st_size;
  got = e->size < sizeof(h) ? (size_t)e->size : sizeof(h);
  /* Shorter than e_ident, a file is no ELF file, nor named a PE one. */
  if (got < 16 || !cudnn_strict_elf_read(e, 0, h, got))
    got = 0;
  cudnn_strict_file_facts_start(h, got, &facts);
  if (facts.kind != CUDNN_STRICT_FILE_ELF) {
    /* A Windows program or DLL starts with the MZ header: named as such,
       so that the reader turns to the Windows build of the tool. */
    int pe = facts.kind == CUDNN_STRICT_FILE_DOS;
    cudnn_strict_elf_close(e);
    return pe ? CUDNN_STRICT_ELF_PE : CUDNN_STRICT_ELF_NOT_ELF;
  }
  if (facts.bits == 32) {
    cudnn_strict_elf_close(e);
    return CUDNN_STRICT_ELF_CLASS32;
  }
  cudnn_strict_elf_header_decode(h, got, &e->header);
  e->big_endian = e->header.byte_order == 2;
  e->machine = facts.machine;
  if (facts.bits != 64 || facts.byte_order == 0 || !e->header.complete) {
    cudnn_strict_elf_close(e);
    return CUDNN_STRICT_ELF_MALFORMED;
  }
  e->type = e->header.type;
  e->phoff = e->header.phoff;
  e->shoff = e->header.shoff;
  e->phentsize = e->header.phentsize;
  e->phnum = e->header.phnum;
  e->shentsize = e->header.shentsize;
  e->shnum = e->header.shnum;
  if ((e->phnum > 0 && e->phentsize < 56) ||
      (e->shnum > 0 && e->shentsize < 64)) {
    cudnn_strict_elf_close(e);
    return CUDNN_STRICT_ELF_MALFORMED;
  }
  /* fs/binfmt_elf.c (load_elf_phdrs) refuses a table over 64 KiB, and
     PN_XNUM (0xffff), whose real count sits in the first section header. */
  if (e->phnum == 0xffffu ||
      (unsigned long long)e->phnum * e->phentsize > 65536u) {
    cudnn_strict_elf_close(e);
    return CUDNN_STRICT_ELF_TOO_MANY_SEGMENTS;
  }
  return CUDNN_STRICT_ELF_OK;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_segment_at(const struct cudnn_strict_elf *e, unsigned index,
                            struct cudnn_strict_elf_segment *s) {
  unsigned char p[56];
  if (!cudnn_strict_elf_read(
          e, e->phoff + (unsigned long long)index * e->phentsize, p, sizeof(p)))
    return 0;
  cudnn_strict_elf_segment_decode(&e->header, p, s);
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_is_program(const struct cudnn_strict_elf *e) {
  struct cudnn_strict_elf_segment s;
  unsigned i;
  for (i = 0; i < e->phnum; ++i)
    if (cudnn_strict_elf_segment_at(e, i, &s) &&
        s.type == CUDNN_STRICT_PT_INTERP)
      return 1;
  return 0;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_elf_scan_notes(
    const struct cudnn_strict_elf *e, const unsigned char *area, size_t size,
    size_t align, struct cudnn_strict_elf_note_query *q) {
  size_t at = 0, owner_size = strlen(q->owner) + 1;
  align = align == 8 ? 8 : 4;
  while (size - at >= 12) {
    size_t name_size = CUDNN_STRICT_ELF_U32(e, area + at);
    size_t description_size = CUDNN_STRICT_ELF_U32(e, area + at + 4);
    unsigned type = CUDNN_STRICT_ELF_U32(e, area + at + 8);
    size_t name_at = at + 12;
    size_t description_at = name_at + ((name_size + align - 1) & ~(align - 1));
    if (name_size > size || description_size > size || description_at > size ||
        description_size > size - description_at)
      return;
    if (type == q->type && name_size == owner_size &&
        memcmp(area + name_at, q->owner, owner_size) == 0) {
      if (q->count++ == 0 && description_size <= q->capacity) {
        memcpy(q->description, area + description_at, description_size);
        q->size = description_size;
        q->found = 1;
      }
    }
    at = description_at + ((description_size + align - 1) & ~(align - 1));
    if (at > size)
      return;
  }
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_elf_notes_at(const struct cudnn_strict_elf *e,
                          unsigned long long offset, unsigned long long size,
                          unsigned long long align,
                          struct cudnn_strict_elf_note_query *q) {
  unsigned char *area;
  if (size == 0 || size > (unsigned long long)CUDNN_STRICT_ELF_NOTES_LIMIT)
    return;
  area = (unsigned char *)malloc((size_t)size);
  if (area == NULL)
    return;
  if (cudnn_strict_elf_read(e, offset, area, (size_t)size))
    cudnn_strict_elf_scan_notes(e, area, (size_t)size, (size_t)align, q);
  free(area);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_section_header(const struct cudnn_strict_elf *e,
                                unsigned index, unsigned char header[64]) {
  return index < e->shnum &&
         cudnn_strict_elf_read(
             e, e->shoff + (unsigned long long)index * e->shentsize, header,
             64);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_elf_find_note(const struct cudnn_strict_elf *e,
                           struct cudnn_strict_elf_note_query *q) {
  unsigned i;
  q->found = 0;
  q->count = 0;
  q->size = 0;
  if (e->shnum > 0) {
    for (i = 0; i < e->shnum; ++i) {
      unsigned char sh[64];
      if (!cudnn_strict_elf_section_header(e, i, sh) ||
          CUDNN_STRICT_ELF_U32(e, sh + 4) != CUDNN_STRICT_SHT_NOTE)
        continue;
      cudnn_strict_elf_notes_at(e, CUDNN_STRICT_ELF_U64(e, sh + 24),
                                CUDNN_STRICT_ELF_U64(e, sh + 32),
                                CUDNN_STRICT_ELF_U64(e, sh + 48), q);
    }
    return;
  }
  for (i = 0; i < e->phnum; ++i) {
    struct cudnn_strict_elf_segment s;
    if (cudnn_strict_elf_segment_at(e, i, &s) && s.type == CUDNN_STRICT_PT_NOTE)
      cudnn_strict_elf_notes_at(e, s.offset, s.filesz, s.align, q);
  }
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_offset_of(const struct cudnn_strict_elf *e,
                           unsigned long long vaddr,
                           unsigned long long *offset) {
  unsigned i;
  for (i = 0; i < e->phnum; ++i) {
    struct cudnn_strict_elf_segment s;
    if (cudnn_strict_elf_segment_at(e, i, &s) &&
        s.type == CUDNN_STRICT_PT_LOAD && vaddr >= s.vaddr &&
        vaddr - s.vaddr < s.filesz) {
      *offset = s.offset + (vaddr - s.vaddr);
      return 1;
    }
  }
  return 0;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_elf_string(const char *strings,
                                                   size_t size,
                                                   unsigned long long index,
                                                   char *out, size_t out_size) {
  const char *end;
  size_t length;
  out[0] = '\0';
  if (index >= size)
    return;
  end = (const char *)memchr(strings + index, '\0', size - (size_t)index);
  if (end == NULL)
    return;
  length = (size_t)(end - (strings + index));
  if (length < out_size)
    memcpy(out, strings + index, length + 1);
}

/* A DT_RPATH or DT_RUNPATH list into `out`, each entry once: the loader
   searches an entry's directory at its first place in the list, so a
   repeated one changes nothing.  TensorFlow's libtensorflow_framework.so.2
   repeats its ten entries to a list of 20 KiB, which read whole would not
   fit; an entry that does not fit ends the list. */
static void cudnn_strict_elf_path_list(const char *strings, size_t size,
                                       unsigned long long index, char *out,
                                       size_t out_size) {
  const char *at, *end;
  size_t used = 0;
  out[0] = '\0';
  if (index >= size)
    return;
  at = strings + index;
  end = (const char *)memchr(at, '\0', size - (size_t)index);
  if (end == NULL)
    return;
  while (at <= end) {
    const char *colon = (const char *)memchr(at, ':', (size_t)(end - at));
    size_t n = (size_t)((colon != NULL ? colon : end) - at);
    const char *seen = out;
    int repeated = 0;
    /* Whether out already holds this entry whole. */
    while (!repeated && *seen != '\0') {
      size_t k = strcspn(seen, ":");
      repeated = k == n && memcmp(seen, at, n) == 0;
      seen += k + (seen[k] == ':');
    }
    if (!repeated) {
      if (used + (used > 0) + n + 1 > out_size)
        return;
      if (used > 0)
        out[used++] = ':';
      memcpy(out + used, at, n);
      used += n;
      out[used] = '\0';
    }
    if (colon == NULL)
      break;
    at = colon + 1;
  }
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_read_tags(const struct cudnn_strict_elf *e,
                           const struct cudnn_strict_elf_segment *dyn,
                           struct cudnn_strict_elf_dynamic_tags *t,
                           struct cudnn_strict_elf_dynamic *d) {
  unsigned long long at;
  memset(t, 0, sizeof(*t));
  for (at = 0; at + 16 <= dyn->filesz; at += 16) {
    unsigned char entry[16];
    unsigned long long tag, value;
    if (!cudnn_strict_elf_read(e, dyn->offset + at, entry, sizeof(entry)))
      return 0;
    tag = CUDNN_STRICT_ELF_U64(e, entry);
    value = CUDNN_STRICT_ELF_U64(e, entry + 8);
    if (tag == 0)
      break;
    if (tag == CUDNN_STRICT_DT_NEEDED &&
        t->needed_count < CUDNN_STRICT_ELF_MAX_NEEDED)
      t->needed[t->needed_count++] = value;
    else if (tag == CUDNN_STRICT_DT_STRTAB)
      t->strtab = value, t->has_strtab = 1;
    else if (tag == CUDNN_STRICT_DT_STRSZ)
      t->strsz = value;
    else if (tag == CUDNN_STRICT_DT_SONAME)
      t->soname = value, t->has_soname = 1;
    else if (tag == CUDNN_STRICT_DT_RPATH)
      t->rpath = value, d->has_rpath = 1;
    else if (tag == CUDNN_STRICT_DT_RUNPATH)
      t->runpath = value, d->has_runpath = 1;
    else if (tag == (unsigned long long)CUDNN_STRICT_DT_FLAGS_1)
      t->flags_1 = value;
  }
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_read_dynamic(const struct cudnn_strict_elf *e,
                              struct cudnn_strict_elf_dynamic *d) {
  struct cudnn_strict_elf_segment dyn;
  struct cudnn_strict_elf_dynamic_tags t;
  unsigned long long strings_at;
  char *strings;
  unsigned i;
  int j;
  memset(d, 0, sizeof(*d));
  memset(&dyn, 0, sizeof(dyn));
  for (i = 0; i < e->phnum; ++i)
    if (cudnn_strict_elf_segment_at(e, i, &dyn) &&
        dyn.type == CUDNN_STRICT_PT_DYNAMIC)
      break;
  if (i == e->phnum)
    return 1;
  d->present = 1;
  if (!cudnn_strict_elf_read_tags(e, &dyn, &t, d) || !t.has_strtab ||
      t.strsz == 0 ||
      t.strsz > (unsigned long long)CUDNN_STRICT_ELF_STRINGS_LIMIT ||
      !cudnn_strict_elf_offset_of(e, t.strtab, &strings_at))
    return 0;
  strings = (char *)malloc((size_t)t.strsz);
  if (strings == NULL ||
      !cudnn_strict_elf_read(e, strings_at, strings, (size_t)t.strsz)) {
    free(strings);
    return 0;
  }
  for (j = 0; j < t.needed_count; ++j)
    cudnn_strict_elf_string(strings, (size_t)t.strsz, t.needed[j],
                            d->needed[d->needed_count++],
                            CUDNN_STRICT_ELF_NAME_SIZE);
  if (t.has_soname)
    cudnn_strict_elf_string(strings, (size_t)t.strsz, t.soname, d->soname,
                            sizeof(d->soname));
  if (d->has_rpath)
    cudnn_strict_elf_path_list(strings, (size_t)t.strsz, t.rpath, d->rpath,
                               sizeof(d->rpath));
  if (d->has_runpath)
    cudnn_strict_elf_path_list(strings, (size_t)t.strsz, t.runpath, d->runpath,
                               sizeof(d->runpath));
  d->nodeflib = (t.flags_1 & CUDNN_STRICT_DF_1_NODEFLIB) != 0;
  free(strings);
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_section_named(const struct cudnn_strict_elf *e,
                               const char *wanted, unsigned long long *offset,
                               unsigned long long *size) {
  unsigned char section[64];
  unsigned long long names_offset, names_size;
  unsigned i;
  if (e->shnum == 0 ||
      !cudnn_strict_elf_section_header(e, e->header.shstrndx, section))
    return 0;
  names_offset = CUDNN_STRICT_ELF_U64(e, section + 24);
  names_size = CUDNN_STRICT_ELF_U64(e, section + 32);
  for (i = 0; i < e->shnum; i++) {
    char name[16];
    unsigned long long name_index;
    size_t length;
    if (!cudnn_strict_elf_section_header(e, i, section))
      return 0;
    name_index = CUDNN_STRICT_ELF_U32(e, section);
    if (name_index >= names_size)
      continue;
    memset(name, 0, sizeof(name));
    length = names_size - name_index < sizeof(name) - 1
                 ? (size_t)(names_size - name_index)
                 : sizeof(name) - 1;
    if (!cudnn_strict_elf_read(e, names_offset + name_index, name, length))
      continue;
    if (strcmp(name, wanted) == 0) {
      *offset = CUDNN_STRICT_ELF_U64(e, section + 24);
      *size = CUDNN_STRICT_ELF_U64(e, section + 32);
      return 1;
    }
  }
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_section_contains(const struct cudnn_strict_elf *e,
                                  const char *name, const char *const *needles,
                                  size_t count) {
  enum { PIECE = 1 << 20, OVERLAP = 64 };
  unsigned long long offset, size, at;
  char *buffer;
  size_t i, kept = 0;
  int found = 0;
  for (i = 0; i < count; ++i)
    if (strlen(needles[i]) >= OVERLAP)
      return 0;
  if (!cudnn_strict_elf_section_named(e, name, &offset, &size) ||
      (buffer = (char *)malloc(PIECE + OVERLAP)) == NULL)
    return 0;
  /* Each piece starts with the last bytes of the one before, so that a
     string across the boundary is seen whole. */
  for (at = 0; at < size && !found;) {
    size_t n = size - at < PIECE ? (size_t)(size - at) : (size_t)PIECE;
    if (!cudnn_strict_elf_read(e, offset + at, buffer + kept, n))
      break;
    for (i = 0; i < count && !found; ++i)
      found = memmem(buffer, kept + n, needles[i], strlen(needles[i])) != NULL;
    at += n;
    if (kept + n >= OVERLAP) {
      memmove(buffer, buffer + kept + n - OVERLAP, OVERLAP);
      kept = OVERLAP;
    }
  }
  free(buffer);
  return found;
}

/* Whether the symbol table of section header `sh` defines `name`. */
CUDNN_STRICT_HELPER int
cudnn_strict_elf_table_defines(const struct cudnn_strict_elf *e,
                               const unsigned char *sh, const char *name) {
  unsigned char strings_header[64], chunk[4096 * 24];
  unsigned long long offset = CUDNN_STRICT_ELF_U64(e, sh + 24);
  unsigned long long size = CUDNN_STRICT_ELF_U64(e, sh + 32);
  unsigned long long entry = CUDNN_STRICT_ELF_U64(e, sh + 56);
  unsigned long long strings_offset, strings_size, done = 0, wanted = 0;
  size_t length = strlen(name), per_chunk;
  char *strings, *at;
  int found = 0;
  if (entry < 24 || entry > 64 ||
      !cudnn_strict_elf_section_header(e, CUDNN_STRICT_ELF_U32(e, sh + 40),
                                       strings_header))
    return 0;
  strings_offset = CUDNN_STRICT_ELF_U64(e, strings_header + 24);
  strings_size = CUDNN_STRICT_ELF_U64(e, strings_header + 32);
  if (strings_size == 0 || strings_size > CUDNN_STRICT_ELF_STRINGS_LIMIT)
    return 0;
  strings = (char *)malloc((size_t)strings_size + 1);
  if (strings == NULL || !cudnn_strict_elf_read(e, strings_offset, strings,
                                                (size_t)strings_size)) {
    free(strings);
    return 0;
  }
  strings[strings_size] = '\0';
  /* The name's index in the table, as a whole string: a table without it
     names no such symbol, and its symbols need not be read. */
  for (at = strings; (size_t)(at - strings) + length <= strings_size;) {
    char *hit = (char *)memmem(
        at, (size_t)strings_size - (size_t)(at - strings), name, length + 1);
    if (hit == NULL)
      break;
    if (hit == strings || hit[-1] == '\0') {
      wanted = (unsigned long long)(hit - strings);
      break;
    }
    at = hit + 1;
  }
  free(strings);
  if (wanted == 0)
    return 0;
  per_chunk = sizeof(chunk) / (size_t)entry;
  while (!found && done < size / entry) {
    size_t count = size / entry - done < per_chunk
                       ? (size_t)(size / entry - done)
                       : per_chunk;
    size_t k;
    if (!cudnn_strict_elf_read(e, offset + done * entry, chunk,
                               count * (size_t)entry))
      return 0;
    for (k = 0; k < count && !found; ++k) {
      const unsigned char *symbol = chunk + k * (size_t)entry;
      /* st_name, and st_shndx: 0 is SHN_UNDEF, a reference. */
      found = CUDNN_STRICT_ELF_U32(e, symbol) == wanted &&
              CUDNN_STRICT_ELF_U16(e, symbol + 6) != 0;
    }
    done += count;
  }
  return found;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_elf_defines(const struct cudnn_strict_elf *e, const char *name,
                         int exported_only) {
  unsigned i;
  for (i = 0; i < e->shnum; ++i) {
    unsigned char sh[64];
    unsigned type;
    if (!cudnn_strict_elf_section_header(e, i, sh))
      return 0;
    type = CUDNN_STRICT_ELF_U32(e, sh + 4);
    if ((type == CUDNN_STRICT_SHT_DYNSYM ||
         (!exported_only && type == CUDNN_STRICT_SHT_SYMTAB)) &&
        cudnn_strict_elf_table_defines(e, sh, name))
      return 1;
  }
  return 0;
}

#endif /* !_WIN32 */
