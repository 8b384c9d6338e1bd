/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What one cuDNN install is made of: see cudnn_strict_release.h.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_release.h"

#if !defined(_WIN32)
#include "cudnn_strict_ar.h"
#include "cudnn_strict_elf.h"
#include "cudnn_strict_environment.h"
#endif
#include "cudnn_strict_ld.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_sublibraries.h"
#include "cudnn_strict_version.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#if !defined(_WIN32)
#include <unistd.h>
#endif

#define CUDNN_STRICT_PART_NAME(name, words, fault) #name,
#define CUDNN_STRICT_PART_WORDS(name, words, fault) words,
#define CUDNN_STRICT_PART_FAULT(name, words, fault) fault,
static const char *const cudnn_strict_part_names[] = {
    CUDNN_STRICT_PART_STATUS_MAP(CUDNN_STRICT_PART_NAME)};
static const char *const cudnn_strict_part_words[] = {
    CUDNN_STRICT_PART_STATUS_MAP(CUDNN_STRICT_PART_WORDS)};
static const int cudnn_strict_part_faults[] = {
    CUDNN_STRICT_PART_STATUS_MAP(CUDNN_STRICT_PART_FAULT)};
#undef CUDNN_STRICT_PART_NAME
#undef CUDNN_STRICT_PART_WORDS
#undef CUDNN_STRICT_PART_FAULT

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_part_status_name(enum cudnn_strict_part_status status) {
  return (unsigned)status < CUDNN_STRICT_PART_COUNT
             ? cudnn_strict_part_names[status]
             : "UNKNOWN";
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_part_status_words(enum cudnn_strict_part_status status) {
  return (unsigned)status < CUDNN_STRICT_PART_COUNT
             ? cudnn_strict_part_words[status]
             : "unknown";
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_part_status_fault(enum cudnn_strict_part_status status) {
  return (unsigned)status < CUDNN_STRICT_PART_COUNT
             ? cudnn_strict_part_faults[status]
             : 1;
}

/* The list of cudnn_strict_sublibraries.h as rows. */
enum {
  CUDNN_STRICT_TELLS_CHECK,
  CUDNN_STRICT_TELLS_TEXT,
  CUDNN_STRICT_TELLS_CODE
};
enum { CUDNN_STRICT_FLAVOURS_FULL, CUDNN_STRICT_FLAVOURS_ANY };
#define CUDNN_STRICT_SUBLIBRARY_ROW(major, name, first, flavours, tells)       \
  {major, #name, first, CUDNN_STRICT_FLAVOURS_##flavours,                      \
   CUDNN_STRICT_TELLS_##tells},
static const struct {
  int major;
  const char *name;
  long first;
  int flavours, tells;
} cudnn_strict_sublibraries[] = {
    CUDNN_STRICT_SUBLIBRARY_MAP(CUDNN_STRICT_SUBLIBRARY_ROW)};
#undef CUDNN_STRICT_SUBLIBRARY_ROW
#define CUDNN_STRICT_SUBLIBRARY_COUNT                                          \
  (int)(sizeof(cudnn_strict_sublibraries) /                                    \
        sizeof(cudnn_strict_sublibraries[0]))

static int cudnn_strict_sublibrary_row(const char *name, int major) {
  int i;
  for (i = 0; i < CUDNN_STRICT_SUBLIBRARY_COUNT; i++)
    if (cudnn_strict_sublibraries[i].major == major &&
        strcmp(cudnn_strict_sublibraries[i].name, name) == 0)
      return i;
  return -1;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_shipped
cudnn_strict_part_shipped(const char *name, int major, long code, int jit) {
  int row = cudnn_strict_sublibrary_row(name, major);
  if (row < 0)
    /* Every release up to the measured one was listed: a name none of
       them ships is not shipped; a newer release's may be. */
    return code <= CUDNN_STRICT_SUBLIBRARIES_MEASURED ? CUDNN_STRICT_NOT_SHIPPED
                                                      : CUDNN_STRICT_UNKNOWN;
  if (code < cudnn_strict_sublibraries[row].first ||
      (jit &&
       cudnn_strict_sublibraries[row].flavours != CUDNN_STRICT_FLAVOURS_ANY))
    return CUDNN_STRICT_NOT_SHIPPED;
  return CUDNN_STRICT_SHIPPED;
}

/* cudnnStatus_t values of the version checks: 1002 is
   CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH and 3009
   CUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE (cuDNN 9); cuDNN 8
   returns CUDNN_STATUS_VERSION_MISMATCH, 14, for a mix. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_part_status
cudnn_strict_part_status_of_check(long cudnn_status) {
  if (cudnn_status == 0)
    return CUDNN_STRICT_PART_OK;
  if (cudnn_status == 1002 || cudnn_status == 14)
    return CUDNN_STRICT_PART_MIXED;
  if (cudnn_status == 3009)
    return CUDNN_STRICT_PART_UNAVAILABLE;
  /* CUDNN_STATUS_NOT_SUPPORTED from a version check that loaded: cuDNN
     9.28's cudnn_ext64_9.dll answers it from every export. */
  if (cudnn_status == 3000)
    return CUDNN_STRICT_PART_STUB;
  return CUDNN_STRICT_PART_FAILED;
}

#define CUDNN_STRICT_DEPENDENCY_ENTRY(prefix, provider) {prefix, provider},
static const struct {
  const char *prefix;
  const char *provider;
} cudnn_strict_dependencies[] = {
    CUDNN_STRICT_DEPENDENCY_MAP(CUDNN_STRICT_DEPENDENCY_ENTRY)};
#undef CUDNN_STRICT_DEPENDENCY_ENTRY

CUDNN_STRICT_INTERNAL int cudnn_strict_dependency_fix(const char *library_name,
                                                      const char *where,
                                                      char *out, size_t size) {
  static const char placeholder[] = "<CUDA major>";
  const char *provider = NULL, *so, *at;
  char major[16] = "";
  size_t i;
  for (i = 0; i < sizeof(cudnn_strict_dependencies) /
                      sizeof(cudnn_strict_dependencies[0]);
       i++) {
    const char *prefix = cudnn_strict_dependencies[i].prefix;
#if defined(_WIN32)
    if (_strnicmp(library_name, prefix, strlen(prefix)) == 0) {
#else
    if (strncmp(library_name, prefix, strlen(prefix)) == 0) {
#endif
      provider = cudnn_strict_dependencies[i].provider;
      break;
    }
  }
  if (provider == NULL)
    return 0;
#if defined(_WIN32)
  /* cublas64_11.dll: the major follows "64_". */
  so = strstr(library_name, "64_");
  if (so != NULL)
    snprintf(major, sizeof(major), "%.*s", (int)strspn(so + 3, "0123456789"),
             so + 3);
#else
  so = strstr(library_name, ".so.");
  if (so != NULL)
    snprintf(major, sizeof(major), "%.*s", (int)strspn(so + 4, "0123456789"),
             so + 4);
#endif
  at = strstr(provider, placeholder);
  if (at != NULL && major[0] != '\0')
    snprintf(out, size, "install %.*s%s%s", (int)(at - provider), provider,
             major, at + sizeof(placeholder) - 1);
  else
    snprintf(out, size, "install %s", provider);
#if defined(_WIN32)
  /* A sub-library belongs beside cuDNN's main DLL; anything else where
     `where` says, or in a directory on PATH, which the standard search
     reads. */
  if (_strnicmp(library_name, "cudnn", 5) != 0) {
    size_t used = strlen(out);
    if (where != NULL)
      snprintf(out + used, size - used, "%s", where);
    else
      snprintf(out + used, size - used,
               ", and put the directory that holds %s on PATH", library_name);
  }
#else
  /* The driver's stub, where a CUDA toolkit has one: the one fix that
     works on a build machine without a GPU. */
  if (strncmp(library_name, "libcuda.so", 10) == 0) {
    static const char *const roots[] = {CUDNN_STRICT_ENV(CUDA_HOME),
                                        CUDNN_STRICT_ENV(CUDA_PATH), NULL};
    char stubs[CUDNN_STRICT_PATH_SIZE], stub[CUDNN_STRICT_PATH_SIZE + 16];
    const char *root;
    size_t used;
    int k;
    for (k = 0; k <= 2; k++) {
      root = k < 2 ? getenv(roots[k]) : "/usr/local/cuda";
      if (root == NULL || root[0] != '/')
        continue;
      snprintf(stubs, sizeof(stubs), "%s/lib64/stubs", root);
      snprintf(stub, sizeof(stub), "%s/libcuda.so", stubs);
      if (access(stub, R_OK) == 0) {
        used = strlen(out);
        snprintf(out + used, size - used,
                 ", or configure with "
                 "LD_LIBRARY_PATH=%s:$LD_LIBRARY_PATH on a machine without "
                 "a driver",
                 stubs);
        return 1;
      }
    }
  }
  /* A sub-library belongs beside libcudnn; anything else wherever the
     loader looks. */
  if (strncmp(library_name, "libcudnn", 8) != 0) {
    size_t used = strlen(out);
    if (where != NULL)
      snprintf(out + used, size - used, " %s", where);
    else
      snprintf(out + used, size - used,
               " where the loader finds it (a system library directory, or "
               "a directory on LD_LIBRARY_PATH)");
  }
#endif
  return 1;
}

static void cudnn_strict_add_part(struct cudnn_strict_release_parts *parts,
                                  const char *name, size_t length) {
  int i;
  if (length == 0 || length >= CUDNN_STRICT_PART_NAME_SIZE)
    return;
  for (i = 0; i < parts->count; i++)
    if (strlen(parts->names[i]) == length &&
        memcmp(parts->names[i], name, length) == 0)
      return;
  if (parts->count < CUDNN_STRICT_RELEASE_MAX_PARTS) {
    memcpy(parts->names[parts->count], name, length);
    parts->names[parts->count][length] = '\0';
    parts->count++;
  }
}

#if defined(_WIN32)
/* Adds every "cudnn_<name>64_" (cudnn_<name>64_9.dll) in `path`, a PE
   DLL, read whole: its names sit in .rdata like the ELF ones in .rodata.
   Returns 0 when the file cannot be read. */
static int cudnn_strict_scan_parts(const char *path,
                                   struct cudnn_strict_release_parts *parts) {
  static const char key[] = "cudnn_";
  const size_t key_length = sizeof(key) - 1;
  const size_t overlap = CUDNN_STRICT_PART_NAME_SIZE + sizeof(key) + 4;
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  static char chunk[1 << 16];
  size_t kept = 0, got;
  FILE *file;
  if (!cudnn_strict_win32_widen(path, wide, CUDNN_STRICT_PATH_SIZE) ||
      (file = _wfopen(wide, L"rb")) == NULL)
    return 0;
  while ((got = fread(chunk + kept, 1, sizeof(chunk) - kept, file)) > 0) {
    const char *end = chunk + kept + got, *at = chunk;
    while ((at = (const char *)memchr(at, key[0], (size_t)(end - at))) !=
           NULL) {
      const char *name = at + key_length, *stop = name;
      if ((size_t)(end - at) < key_length || memcmp(at, key, key_length) != 0) {
        at++;
        continue;
      }
      while (stop < end && ((*stop >= 'a' && *stop <= 'z') || *stop == '_'))
        stop++;
      if (end - stop >= 3 && memcmp(stop, "64_", 3) == 0)
        cudnn_strict_add_part(parts, name, (size_t)(stop - name));
      at = stop;
    }
    kept = (size_t)(end - chunk) < overlap ? (size_t)(end - chunk) : overlap;
    memmove(chunk, end - kept, kept);
  }
  fclose(file);
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_release_names(const char *path, const char *text, size_t length) {
  char chunk[1 << 16];
  struct cudnn_strict_pe pe;
  unsigned long offset = 0, size = 0, done = 0;
  int found = 0;
  if (length == 0 || length > 256 || !cudnn_strict_pe_open(path, &pe))
    return 0;
  if (!cudnn_strict_pe_section_named(&pe, ".rdata", &offset, &size) ||
      fseek(pe.file, (long)offset, SEEK_SET) != 0)
    size = 0;
  while (!found && done < size) {
    size_t want =
        size - done < sizeof(chunk) ? (size_t)(size - done) : sizeof(chunk);
    size_t k;
    if (fseek(pe.file, (long)(offset + done), SEEK_SET) != 0 ||
        fread(chunk, 1, want, pe.file) != want)
      break;
    for (k = 0; !found && k + length <= want; k++)
      found = chunk[k] == text[0] && memcmp(chunk + k, text, length) == 0;
    if (want < sizeof(chunk))
      break;
    /* Chunks overlap by the text's length, as on ELF. */
    done += want - length;
  }
  cudnn_strict_pe_close(&pe);
  return found;
}

CUDNN_STRICT_INTERNAL long cudnn_strict_file_release(const char *path) {
  struct cudnn_strict_pe pe;
  unsigned version[4];
  int told;
  if (!cudnn_strict_pe_open(path, &pe))
    return 0;
  told = cudnn_strict_pe_file_version(&pe, version);
  cudnn_strict_pe_close(&pe);
  /* 9.1.0.70: the fourth number is the build, not part of the release. */
  if (!told || version[0] == 0 || version[1] > 99 || version[2] > 99)
    return 0;
  return CUDNN_STRICT_ENCODE((long)version[0], (long)version[1],
                             (long)version[2]);
}

/* A DLL tells its release in its version resource (FileVersion 9.1.0.70),
   whatever the sub-library: NVIDIA's cuDNN DLLs carry one, except graph,
   heuristic and engines_tensor_ir, which then tell nothing. */
CUDNN_STRICT_INTERNAL int cudnn_strict_part_release(const char *path,
                                                    const char *name, int major,
                                                    long expected,
                                                    long *carried) {
  (void)name;
  (void)major;
  *carried = cudnn_strict_file_release(path);
  if (*carried == 0)
    return -1;
  return *carried == expected;
}

/* The import tables are not read here: no sub-library is judged through
   another. */
CUDNN_STRICT_INTERNAL int cudnn_strict_part_needs(const char *path,
                                                  const char *file_name) {
  (void)path;
  (void)file_name;
  return 0;
}

#else
/* Adds every "libcudnn_<name>.so" in the read-only data of `path`.
   Returns 0 when the file is not a readable 64-bit ELF file. */
static int cudnn_strict_scan_parts(const char *path,
                                   struct cudnn_strict_release_parts *parts) {
  static const char key[] = "libcudnn_";
  const size_t key_length = sizeof(key) - 1;
  /* A name is shorter than this: chunks overlap by it, so that a name
     across a chunk's end is read whole from the next one. */
  const size_t overlap = CUDNN_STRICT_PART_NAME_SIZE + sizeof(key) + 4;
  struct cudnn_strict_elf e;
  unsigned long long offset = 0, size = 0, done = 0;
  char chunk[1 << 16];
  if (cudnn_strict_elf_open(path, &e) != CUDNN_STRICT_ELF_OK)
    return 0;
  if (!cudnn_strict_elf_section_named(&e, ".rodata", &offset, &size)) {
    /* Without section headers (a stripped fake, say) the whole file is
       read: slower, and the same answer. */
    offset = 0;
    size = e.size;
  }
  while (done < size) {
    size_t want =
        size - done < sizeof(chunk) ? (size_t)(size - done) : sizeof(chunk);
    const char *at = chunk, *end = chunk + want;
    if (!cudnn_strict_elf_read(&e, offset + done, chunk, want))
      break;
    while ((at = (const char *)memmem(at, (size_t)(end - at), key,
                                      key_length)) != NULL) {
      const char *name = at + key_length, *stop = name;
      while (stop < end && ((*stop >= 'a' && *stop <= 'z') || *stop == '_'))
        stop++;
      if (end - stop >= 3 && memcmp(stop, ".so", 3) == 0)
        cudnn_strict_add_part(parts, name, (size_t)(stop - name));
      at = stop;
    }
    if (want < sizeof(chunk))
      break;
    done += want - overlap;
  }
  cudnn_strict_elf_close(&e);
  return 1;
}

/* Whether section `section` of the ELF file `path` holds the `length`
   bytes of `bytes` (the whole file, for one without section headers);
   when it does and `after` is not NULL, the bytes that follow them are
   copied there, NUL-terminated, up to `after_size` - 1. */
static int cudnn_strict_section_holds(const char *path, const char *section,
                                      const char *bytes, size_t length,
                                      char *after, size_t after_size) {
  char chunk[1 << 16];
  struct cudnn_strict_elf e;
  unsigned long long offset = 0, size = 0, done = 0;
  size_t overlap = length + (after != NULL ? after_size : 0);
  int found = 0;
  if (length == 0 || overlap > 512 ||
      cudnn_strict_elf_open(path, &e) != CUDNN_STRICT_ELF_OK)
    return 0;
  if (!cudnn_strict_elf_section_named(&e, section, &offset, &size)) {
    offset = 0;
    size = e.size;
  }
  while (!found && done < size) {
    size_t want =
        size - done < sizeof(chunk) ? (size_t)(size - done) : sizeof(chunk);
    const char *at;
    if (!cudnn_strict_elf_read(&e, offset + done, chunk, want))
      break;
    at = (const char *)memmem(chunk, want, bytes, length);
    /* A match whose tail runs past the chunk is read whole from the next
       one, which starts `overlap` bytes before this one ends. */
    if (at != NULL &&
        (want < sizeof(chunk) || (size_t)(at - chunk) + overlap <= want)) {
      found = 1;
      if (after != NULL) {
        size_t rest = want - (size_t)(at - chunk) - length;
        size_t n = rest < after_size - 1 ? rest : after_size - 1;
        memcpy(after, at + length, n);
        after[n] = '\0';
      }
    }
    if (want < sizeof(chunk))
      break;
    /* Chunks overlap, so that bytes across a chunk's end are read whole
       from the next. */
    done += want - overlap;
  }
  cudnn_strict_elf_close(&e);
  return found;
}

/* Whether the x86-64 code in section `section` of the ELF file `path`
   holds the release code `code` where a release's heuristic library keeps
   its own: the operand of `cmp edi, imm32` (81 ff <code>), or the low half
   of a 64-bit constant whose high half is 5, loaded whole with `movabs`
   (REX.W 48 or 49, b8 to bf, <code> 05 00 00 00).  Measured on the x86_64
   wheels 9.1.0, 9.12.0, 9.20.0, 9.23.1 and 9.28.1 and the toolkit's 9.19.0:
   each file holds its own code there and no other release's, while the
   four bytes of older codes also occur elsewhere in newer files (91200 in
   9.19.0, 9.20.0 and 9.28.1, 92000 in 9.28.1). */
static int cudnn_strict_code_holds_release(const char *path,
                                           const char *section, long code) {
  enum { before = 2, after = 8 };
  unsigned char chunk[1 << 16], key[4];
  struct cudnn_strict_elf e;
  unsigned long long offset = 0, size = 0, done = 0;
  int found = 0;
  key[0] = (unsigned char)(code & 0xff);
  key[1] = (unsigned char)((code >> 8) & 0xff);
  key[2] = (unsigned char)((code >> 16) & 0xff);
  key[3] = (unsigned char)((code >> 24) & 0xff);
  if (cudnn_strict_elf_open(path, &e) != CUDNN_STRICT_ELF_OK)
    return 0;
  if (!cudnn_strict_elf_section_named(&e, section, &offset, &size)) {
    offset = 0;
    size = e.size;
  }
  while (!found && done < size) {
    size_t want =
        size - done < sizeof(chunk) ? (size_t)(size - done) : sizeof(chunk);
    const unsigned char *at = chunk;
    if (want < before + after ||
        !cudnn_strict_elf_read(&e, offset + done, chunk, want))
      break;
    /* Each match is judged with `before` bytes before it and `after` from
       its start; chunks overlap by their sum, so each is judged whole in
       one of them. */
    while (!found &&
           (at = (const unsigned char *)memmem(at, want - (size_t)(at - chunk),
                                               key, sizeof(key))) != NULL) {
      size_t i = (size_t)(at - chunk);
      if (i >= before && i + after <= want)
        found = (chunk[i - 2] == 0x81 && chunk[i - 1] == 0xff) ||
                ((chunk[i - 2] == 0x48 || chunk[i - 2] == 0x49) &&
                 chunk[i - 1] >= 0xb8 && chunk[i - 1] <= 0xbf &&
                 chunk[i + 4] == 5 && chunk[i + 5] == 0 && chunk[i + 6] == 0 &&
                 chunk[i + 7] == 0);
      ++at;
    }
    if (want < sizeof(chunk))
      break;
    done += want - (before + after);
  }
  cudnn_strict_elf_close(&e);
  return found;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_release_names(const char *path, const char *text, size_t length) {
  return length <= 256 &&
         cudnn_strict_section_holds(path, ".rodata", text, length, NULL, 0);
}

CUDNN_STRICT_INTERNAL int cudnn_strict_part_needs(const char *path,
                                                  const char *file_name) {
  struct cudnn_strict_elf e;
  struct cudnn_strict_elf_dynamic *d;
  int i, found = 0;
  if (cudnn_strict_elf_open(path, &e) != CUDNN_STRICT_ELF_OK)
    return 0;
  /* Large (its paths): not on the stack. */
  d = (struct cudnn_strict_elf_dynamic *)calloc(1, sizeof(*d));
  if (d != NULL && cudnn_strict_elf_read_dynamic(&e, d))
    for (i = 0; i < d->needed_count && !found; i++)
      found = strcmp(d->needed[i], file_name) == 0;
  free(d);
  cudnn_strict_elf_close(&e);
  return found;
}

/* cuDNN's assertion text, as its engines carry it (9.1 to 9.28), up to
   the release. */
static const char cudnn_strict_assertion[] = "cudnn_version != (";
/* The rest of it: "9 * 10000 + 19 * 100 + 0)". */
#define CUDNN_STRICT_ASSERTION_REST "%d * 10000 + %d * 100 + %d)"

/* The release code of the assertion's rest `after`; 0 when it is not one. */
static long cudnn_strict_assertion_release(const char *after) {
  int m = 0, n = 0, p = 0;
  if (sscanf(after, CUDNN_STRICT_ASSERTION_REST, &m, &n, &p) != 3 || m < 0 ||
      n < 0 || p < 0 || n > 99 || p > 99)
    return 0;
  return CUDNN_STRICT_ENCODE(m, n, p);
}

/* libcudnn.so carries no release of its own that is cheap to read (its
   SONAME names only the major): nothing is told. */
CUDNN_STRICT_INTERNAL long cudnn_strict_file_release(const char *path) {
  (void)path;
  return 0;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_part_release(const char *path,
                                                    const char *name, int major,
                                                    long expected,
                                                    long *carried) {
  int row = cudnn_strict_sublibrary_row(name, major);
  char after[48];
  *carried = 0;
  if (row < 0 || major < CUDNN_STRICT_FIRST_WIDE_MAJOR)
    return -1;
  if (cudnn_strict_sublibraries[row].tells == CUDNN_STRICT_TELLS_TEXT) {
    if (!cudnn_strict_section_holds(path, ".rodata", cudnn_strict_assertion,
                                    sizeof(cudnn_strict_assertion) - 1, after,
                                    sizeof(after)) ||
        (*carried = cudnn_strict_assertion_release(after)) == 0)
      return -1;
    return *carried == expected;
  }
  if (cudnn_strict_sublibraries[row].tells != CUDNN_STRICT_TELLS_CODE)
    return -1;
  {
    /* x86-64 code holds a 32-bit constant whole; aarch64 builds it from
       16-bit halves, which this does not read: nothing is told there. */
    struct cudnn_strict_elf e;
    int x86_64;
    if (cudnn_strict_elf_open(path, &e) != CUDNN_STRICT_ELF_OK)
      return -1;
    x86_64 = e.machine == 62; /* EM_X86_64 */
    cudnn_strict_elf_close(&e);
    if (!x86_64)
      return -1;
  }
  return cudnn_strict_code_holds_release(path, ".text", expected);
}

CUDNN_STRICT_INTERNAL int cudnn_strict_archive_part(const char *path, int major,
                                                    char *name, size_t size) {
  static const char prefix[] = "libcudnn_", suffix[] = "_static";
  const char *base = strrchr(path, '/'), *end;
  char debian[32];
  size_t length;
  base = base != NULL ? base + 1 : path;
  length = strlen(base);
  if (strncmp(base, prefix, sizeof(prefix) - 1) != 0 || length < 2 ||
      strcmp(base + length - 2, ".a") != 0)
    return 0;
  base += sizeof(prefix) - 1;
  end = base + strlen(base) - 2;
  /* Debian's lib..._static_v<major>.a */
  snprintf(debian, sizeof(debian), "%s_v%d", suffix, major);
  if ((size_t)(end - base) > strlen(debian) &&
      strncmp(end - strlen(debian), debian, strlen(debian)) == 0)
    end -= strlen(debian);
  else if ((size_t)(end - base) > sizeof(suffix) - 1 &&
           strncmp(end - (sizeof(suffix) - 1), suffix, sizeof(suffix) - 1) == 0)
    end -= sizeof(suffix) - 1;
  else
    return 0;
  if ((size_t)(end - base) >= size || end == base)
    return 0;
  memcpy(name, base, (size_t)(end - base));
  name[end - base] = '\0';
  return cudnn_strict_sublibrary_row(name, major) >= 0 &&
         cudnn_strict_sublibraries[cudnn_strict_sublibrary_row(name, major)]
                 .tells == CUDNN_STRICT_TELLS_TEXT;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_archive_release(const char *path, long *carried, char *member,
                             size_t member_size, const char **reason) {
  struct cudnn_strict_ar a;
  enum cudnn_strict_ar_kind kind = cudnn_strict_ar_open(path, &a);
  char after[48];
  int found;
  *carried = 0;
  *reason = NULL;
  if (kind != CUDNN_STRICT_AR_OK) {
    *reason = cudnn_strict_ar_reason(kind);
    return -1;
  }
  found = cudnn_strict_ar_find(&a, cudnn_strict_assertion,
                               sizeof(cudnn_strict_assertion) - 1, after,
                               sizeof(after), member, member_size);
  cudnn_strict_ar_close(&a);
  if (found < 0) {
    *reason = cudnn_strict_ar_reason(CUDNN_STRICT_AR_MALFORMED);
    return -1;
  }
  return found == 1 && (*carried = cudnn_strict_assertion_release(after)) != 0;
}

CUDNN_STRICT_INTERNAL long cudnn_strict_binary_release(const char *path) {
  char after[48];
  if (!cudnn_strict_section_holds(path, ".rodata", cudnn_strict_assertion,
                                  sizeof(cudnn_strict_assertion) - 1, after,
                                  sizeof(after)))
    return 0;
  return cudnn_strict_assertion_release(after);
}
#endif

/* Where `name` stands among the known sub-libraries, which give the
   report its order; a name no table knows (a newer release's) comes after
   them, in the order the release names it. */
static int cudnn_strict_part_rank(const char *name) {
#define CUDNN_STRICT_PART_KNOWN(major, part, first, flavours, tells) #part,
  static const char *const known[] = {
      CUDNN_STRICT_SUBLIBRARY_MAP(CUDNN_STRICT_PART_KNOWN)};
#undef CUDNN_STRICT_PART_KNOWN
  int i, count = (int)(sizeof(known) / sizeof(known[0]));
  for (i = 0; i < count; i++)
    if (strcmp(known[i], name) == 0)
      return i;
  return count;
}

static void cudnn_strict_order_parts(struct cudnn_strict_release_parts *parts) {
  int i, j;
  /* An insertion sort keeps equal ranks in the release's own order. */
  for (i = 1; i < parts->count; i++) {
    char moving[CUDNN_STRICT_PART_NAME_SIZE];
    int rank = cudnn_strict_part_rank(parts->names[i]);
    memcpy(moving, parts->names[i], sizeof(moving));
    for (j = i; j > 0 && cudnn_strict_part_rank(parts->names[j - 1]) > rank;
         j--)
      memcpy(parts->names[j], parts->names[j - 1], sizeof(moving));
    memcpy(parts->names[j], moving, sizeof(moving));
  }
}

/* The last release read: the configure asks for the same one before cuDNN
   runs and after it answered, and libcudnn_graph's read-only data, where
   the names sit, is tens of megabytes from 9.x on. */
static struct {
  struct stat file;
  int major;
  struct cudnn_strict_release_parts parts;
} cudnn_strict_parts_read;

CUDNN_STRICT_INTERNAL int
cudnn_strict_release_read_parts(const char *library_path, int major,
                                struct cudnn_strict_release_parts *parts,
                                char *error, size_t error_size) {
  char directory[CUDNN_STRICT_PATH_SIZE], graph[CUDNN_STRICT_PATH_SIZE + 64];
  char graph_name[64];
  struct stat file;
  int known = stat(library_path, &file) == 0;
  if (known && cudnn_strict_parts_read.major == major &&
      cudnn_strict_parts_read.file.st_dev == file.st_dev &&
      cudnn_strict_parts_read.file.st_ino == file.st_ino &&
      cudnn_strict_parts_read.file.st_size == file.st_size &&
      cudnn_strict_parts_read.file.st_mtime == file.st_mtime) {
    *parts = cudnn_strict_parts_read.parts;
    return 1;
  }
  memset(parts, 0, sizeof(*parts));
  if (!cudnn_strict_scan_parts(library_path, parts)) {
    snprintf(error, error_size,
#if defined(_WIN32)
             "%s cannot be read",
#else
             "%s cannot be read as a 64-bit ELF shared library",
#endif
             library_path);
    return 0;
  }
  if (major >= 9) {
    cudnn_strict_dirname(library_path, directory, sizeof(directory));
    cudnn_strict_sublibrary_file_name("graph", major, graph_name,
                                      sizeof(graph_name));
    snprintf(graph, sizeof(graph), "%s" CUDNN_STRICT_DIRECTORY_SEPARATOR "%s",
             directory, graph_name);
    if (access(graph, R_OK) == 0)
      cudnn_strict_scan_parts(graph, parts);
  }
  cudnn_strict_order_parts(parts);
  if (known) {
    cudnn_strict_parts_read.file = file;
    cudnn_strict_parts_read.major = major;
    cudnn_strict_parts_read.parts = *parts;
  }
  return 1;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_parse_load_failure(const char *text,
                                                          char *library,
                                                          size_t library_size,
                                                          char *reason,
                                                          size_t reason_size) {
  static const char start[] = "Could not load library ";
  static const char middle[] = ". Error: ";
  /* cuDNN 8 on Windows: "Could not locate zlibwapi.dll. Please make sure
     it is in your library path!", and "Error code 126" for the reason. */
  static const char locate[] = "Could not locate ";
  static const char locate_end[] = ". Please make sure";
  static const char code[] = ". Error code ";
  const char *at = strstr(text, start), *name, *error, *end, *colon;
  const char *located = strstr(text, locate);
  size_t skip = sizeof(middle) - 1;
  if (located != NULL &&
      (end = strstr(located + sizeof(locate) - 1, locate_end)) != NULL) {
    name = located + sizeof(locate) - 1;
    snprintf(library, library_size, "%.*s", (int)(end - name), name);
    snprintf(reason, reason_size, "not found where the loader looks");
    return 1;
  }
  if (at == NULL)
    return 0;
  name = at + sizeof(start) - 1;
  error = strstr(name, middle);
  if (error == NULL && (error = strstr(name, code)) != NULL)
    skip = 2; /* the reason reads "Error code 126" */
  if (error == NULL)
    return 0;
  error += skip;
  end = strpbrk(error, "\r\n");
  if (end == NULL)
    end = error + strlen(error);
  snprintf(reason, reason_size, "%.*s", (int)(end - error), error);
  /* "libcublas.so.11: cannot open shared object file": the library that
     is really missing is the one the loader names, not the sub-library
     that needed it. */
  colon = strstr(reason, ": cannot open shared object file");
  if (colon != NULL)
    snprintf(library, library_size, "%.*s", (int)(colon - reason), reason);
  else
    snprintf(library, library_size, "%.*s", (int)(error - skip - name), name);
  return 1;
}
