/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_library_file.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_library_file.h"

#include "cudnn_strict_elf_header.h"
#include "cudnn_strict_ld_cache.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_machines.h"

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

CUDNN_STRICT_INTERNAL enum cudnn_strict_load
cudnn_strict_library_file_load(const char *path, unsigned machine, char *why,
                               size_t size) {
  (void)path;
  (void)machine;
  (void)why;
  (void)size;
  return CUDNN_STRICT_LOAD_TAKE;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_load
cudnn_strict_library_file_first(const char *list, const char *name,
                                struct cudnn_strict_ld_cache *cache, char *file,
                                size_t file_size, char *why, size_t why_size) {
  (void)list;
  (void)name;
  (void)cache;
  (void)why;
  (void)why_size;
  if (file_size > 0)
    file[0] = '\0';
  return CUDNN_STRICT_LOAD_SKIP;
}
#else
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

/* e_machine of the processors cuDNN ships for, and their names. */
#define CUDNN_STRICT_ELF_MACHINE_ENTRY(elf, pe, name) {elf, name},
static const struct cudnn_strict_elf_machine {
  unsigned number;
  const char *name;
} cudnn_strict_elf_machines[] = {
    CUDNN_STRICT_MACHINE_MAP(CUDNN_STRICT_ELF_MACHINE_ENTRY)};
#undef CUDNN_STRICT_ELF_MACHINE_ENTRY

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

/* The program header table the kernel reads at most (fs/binfmt_elf.c,
   load_elf_phdrs): 64 KiB. */
#define CUDNN_STRICT_MAX_PHDR_TABLE 65536u

static int cudnn_strict_read_fully(int fd, unsigned long long offset,
                                   unsigned char *out, size_t size) {
  size_t done = 0;
  while (done < size) {
    ssize_t n = pread(fd, out + done, size - done, (off_t)(offset + done));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return 0;
    done += (size_t)n;
  }
  return 1;
}

static enum cudnn_strict_load cudnn_strict_refuse(char *why, size_t size,
                                                  enum cudnn_strict_load load,
                                                  const char *text) {
  /* Not snprintf("%s"), which the compiler may make a call of strcpy(),
     a function the guard does not call otherwise (cudnn_strict_span). */
  cudnn_strict_copy_text(why, size, text);
  return load;
}

/* The words each of these shares are written once: they are carried by
   every guarded program. */
static enum cudnn_strict_load cudnn_strict_malformed(char *why, size_t size,
                                                     const char *text) {
  snprintf(why, size, "has a malformed ELF header (%s)", text);
  return CUDNN_STRICT_LOAD_FAIL;
}

static enum cudnn_strict_load
cudnn_strict_truncated(char *why, size_t size, enum cudnn_strict_load load,
                       const char *what, unsigned long long end,
                       unsigned long long file_size) {
  snprintf(why, size,
           "is truncated: its %s byte %llu, but the file has %llu bytes (an "
           "interrupted copy or download?)",
           what, end, file_size);
  return load;
}

/* The program headers of an ELF file whose header passed: the table and
   every PT_LOAD and PT_DYNAMIC within the file. */
static enum cudnn_strict_load
cudnn_strict_check_segments(int fd, const unsigned char *start,
                            unsigned long long file_size, char *why,
                            size_t size) {
  /* The file is of this program's class (cudnn_strict_library_file_load). */
  const unsigned entry =
      (unsigned)CUDNN_STRICT_ELF_SEGMENT_SIZE(sizeof(void *) == 8 ? 64 : 32);
  const unsigned long long phoff =
      cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_PHOFF);
  const unsigned phnum =
      (unsigned)cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_PHNUM);
  /* Read a few headers at a time: the guard runs on any thread's stack. */
  unsigned char table[32 * 56];
  const unsigned per_read = (unsigned)(sizeof(table) / entry);
  unsigned long long end = 0;
  unsigned i, loads = 0;
  if (cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_PHENTSIZE) != entry)
    return cudnn_strict_malformed(
        why, size, "the size of a program header is not the ELF one");
  /* 65535 is PN_XNUM, a count kept elsewhere, which neither the kernel nor
     glibc's loader reads; a table over 64 KiB the kernel refuses. */
  if (phnum == 0 || phnum == 0xffffu ||
      (unsigned long long)phnum * entry > CUDNN_STRICT_MAX_PHDR_TABLE) {
    snprintf(why, size,
             "has a malformed ELF header (%u program headers, where the "
             "loader reads 1 to %u)",
             phnum, CUDNN_STRICT_MAX_PHDR_TABLE / entry);
    return CUDNN_STRICT_LOAD_FAIL;
  }
  if (phoff > file_size ||
      (unsigned long long)phnum * entry > file_size - phoff)
    return cudnn_strict_truncated(
        why, size, CUDNN_STRICT_LOAD_FAIL, "program headers end at",
        phoff + (unsigned long long)phnum * entry, file_size);
  for (i = 0; i < phnum; ++i) {
    const unsigned char *p = table + (size_t)(i % per_read) * entry;
    unsigned type;
    unsigned long long offset, filesz;
    if (i % per_read == 0) {
      unsigned count = phnum - i < per_read ? phnum - i : per_read;
      if (!cudnn_strict_read_fully(fd, phoff + (unsigned long long)i * entry,
                                   table, (size_t)count * entry))
        return cudnn_strict_refuse(why, size, CUDNN_STRICT_LOAD_FAIL,
                                   "cannot be read");
    }
    type = (unsigned)cudnn_strict_elf_get(start, p, CUDNN_STRICT_ELF_P_TYPE);
    offset = cudnn_strict_elf_get(start, p, CUDNN_STRICT_ELF_P_OFFSET);
    filesz = cudnn_strict_elf_get(start, p, CUDNN_STRICT_ELF_P_FILESZ);
    /* PT_LOAD 1, PT_DYNAMIC 2: what the loader maps, and then reads. */
    if (type != 1 && type != 2)
      continue;
    loads += type == 1;
    if (offset + filesz < offset)
      end = ~0ull;
    else if (offset + filesz > end)
      end = offset + filesz;
  }
  if (loads == 0)
    return cudnn_strict_refuse(why, size, CUDNN_STRICT_LOAD_FAIL,
                               "has no loadable segment");
  if (end > file_size)
    return cudnn_strict_truncated(why, size, CUDNN_STRICT_LOAD_CRASH,
                                  "segments reach", end, file_size);
  return CUDNN_STRICT_LOAD_TAKE;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_load
cudnn_strict_library_file_load(const char *path, unsigned machine, char *why,
                               size_t size) {
  const unsigned one = 1;
  const unsigned own_data = *(const unsigned char *)&one == 0 ? 2u : 1u;
  const unsigned own_class = sizeof(void *) == 8 ? 2u : 1u;
  const size_t header_size = own_class == 2 ? 64u : 52u;
  unsigned char start[CUDNN_STRICT_ELF_HEADER_SIZE];
  unsigned long long file_size;
  enum cudnn_strict_load load;
  unsigned type, osabi, data;
  struct stat st;
  ssize_t got;
  int fd;
  if (size > 0)
    why[0] = '\0';
  if (machine == 0)
    machine = CUDNN_STRICT_OWN_MACHINE;
  /* The loader's open() fails, and it looks further. */
  if (stat(path, &st) != 0)
    return CUDNN_STRICT_LOAD_SKIP;
  /* The loader reads a directory and stops with EISDIR.  A FIFO or a
     device it would open and wait on; it is never opened here, and passed
     over as a file that cannot be mapped. */
  if (S_ISDIR(st.st_mode))
    return cudnn_strict_refuse(why, size, CUDNN_STRICT_LOAD_FAIL,
                               "is a directory");
  if (!S_ISREG(st.st_mode))
    return CUDNN_STRICT_LOAD_SKIP;
  fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0)
    return CUDNN_STRICT_LOAD_SKIP;
  file_size = (unsigned long long)st.st_size;
  do
    got = pread(fd, start, header_size, 0);
  while (got < 0 && errno == EINTR);
  if (got < (ssize_t)header_size) {
    close(fd);
    snprintf(why, size,
             "is too short to be a shared library (%llu bytes: an empty "
             "file or an interrupted copy?)",
             file_size);
    return CUDNN_STRICT_LOAD_FAIL;
  }
  if (!cudnn_strict_elf_is_elf(start, (size_t)got)) {
    close(fd);
    return cudnn_strict_refuse(why, size, CUDNN_STRICT_LOAD_FAIL,
                               "is not a shared library (it has no ELF "
                               "header: a text file, a linker script or a "
                               "damaged download?)");
  }
  /* Another word size or processor: not for this process, and the loader
     passes it over.  Another byte order it stops at ("ELF file data
     encoding not little-endian"). */
  data = (unsigned)cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_DATA);
  if (cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_CLASS) != own_class ||
      (data == own_data && machine != 0 &&
       cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_MACHINE) !=
           machine)) {
    close(fd);
    return CUDNN_STRICT_LOAD_SKIP;
  }
  if (data != own_data) {
    close(fd);
    return cudnn_strict_refuse(why, size, CUDNN_STRICT_LOAD_FAIL,
                               own_data == 2 ? "is a little-endian ELF file"
                                             : "is a big-endian ELF file");
  }
  type = (unsigned)cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_TYPE);
  osabi = (unsigned)cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_OSABI);
  /* EI_VERSION 1; EI_OSABI System V or GNU. */
  if (cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_IDENT_VERSION) != 1 ||
      (osabi != 0 && osabi != 3) ||
      cudnn_strict_elf_get(start, start, CUDNN_STRICT_ELF_VERSION) != 1) {
    close(fd);
    return cudnn_strict_malformed(
        why, size, "an unknown ELF version or operating system ABI");
  }
  /* ET_EXEC 2, ET_DYN 3. */
  if (type != 2 && type != 3) {
    close(fd);
    snprintf(why, size, "is an ELF file but not a shared library (ELF type %u)",
             type);
    return CUDNN_STRICT_LOAD_FAIL;
  }
  load = cudnn_strict_check_segments(fd, start, file_size, why, size);
  close(fd);
  return load;
}

/* Whether `directory` is one of the loader's default directories, which
   it searches after the ld.so cache. */
CUDNN_STRICT_HELPER int cudnn_strict_default_directory(const char *directory) {
  /* One string, not a table of pointers (cudnn_strict_text_at). */
  static const char defaults[] =
      "/lib/" CUDNN_STRICT_TRIPLET "\0/usr/lib/" CUDNN_STRICT_TRIPLET
      "\0/lib64\0/usr/lib64\0/lib\0/usr/lib\0";
  const char *entry;
  for (entry = defaults; *entry != '\0'; entry += strlen(entry) + 1)
    if (strcmp(directory, entry) == 0)
      return 1;
  return 0;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_load
cudnn_strict_library_file_first(const char *list, const char *name,
                                struct cudnn_strict_ld_cache *cache, char *file,
                                size_t file_size, char *why, size_t why_size) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  const char *start = list != NULL ? list : "";
  enum cudnn_strict_load load;
  if (file_size > 0)
    file[0] = '\0';
  while (cudnn_strict_next_path_entry(&start, directory, sizeof(directory))) {
    int n;
    /* A relative entry names the current directory, never a place the
       callers load code from. */
    if (!cudnn_strict_path_is_absolute(directory))
      continue;
    if (cache != NULL && cudnn_strict_default_directory(directory)) {
      unsigned at = 0;
      const char *value;
      cudnn_strict_ld_cache_load(cache);
      while ((value = cudnn_strict_ld_cache_find(cache, name, &at)) != NULL) {
        cudnn_strict_copy_text(file, file_size, value);
        load = cudnn_strict_library_file_load(file, 0, why, why_size);
        if (load != CUDNN_STRICT_LOAD_SKIP)
          return load;
      }
      cache = NULL; /* read once, where the loader reads it */
    }
    n = snprintf(file, file_size, "%s/%s", directory, name);
    if (n <= 0 || (size_t)n >= file_size)
      continue;
    load = cudnn_strict_library_file_load(file, 0, why, why_size);
    if (load != CUDNN_STRICT_LOAD_SKIP)
      return load;
  }
  if (file_size > 0)
    file[0] = '\0';
  return CUDNN_STRICT_LOAD_SKIP;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_library_file_problem(const char *path, char *out, size_t size) {
  static const char *const reinstall =
      "Fix: reinstall cuDNN, or set CUDNN_LIBRARY to the real "
      "libcudnn.so.<major>";
  unsigned char start[CUDNN_STRICT_ELF_HEADER_SIZE];
  struct cudnn_strict_elf_header h;
  char theirs[32], ours[32];
  size_t got;
  unsigned long long file_size, end;
  int own_bits = (int)(sizeof(void *) * 8);
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
  got = fread(start, 1, sizeof(start), file);
  file_size = fseek(file, 0, SEEK_END) == 0 ? (unsigned long long)ftell(file)
                                            : (unsigned long long)got;
  fclose(file);
  cudnn_strict_elf_header_decode(start, got, &h);
  if (!h.has_machine) {
    snprintf(out, size,
             "the cuDNN library %s is not a shared library (it has no ELF "
             "header: a text file, a linker script or a damaged download?). "
             "%s",
             path, reinstall);
    return 1;
  }
  cudnn_strict_machine_name(h.machine, theirs, sizeof(theirs));
  cudnn_strict_machine_name(CUDNN_STRICT_OWN_MACHINE, ours, sizeof(ours));
  if (h.bits != 0 && h.bits != own_bits) {
    snprintf(out, size,
             "the cuDNN library %s is a %d-bit library, but this build is "
             "%d-bit. Fix: %s",
             path, h.bits, own_bits,
             own_bits == 64
                 ? "install the 64-bit cuDNN, or set CUDNN_LIBRARY to it"
                 : "build for 64 bits (cuDNN has no 32-bit release), or set "
                   "CUDNN_LIBRARY to a 32-bit library");
    return 1;
  }
  if (CUDNN_STRICT_OWN_MACHINE != 0 && h.machine != CUDNN_STRICT_OWN_MACHINE) {
    snprintf(out, size,
             "the cuDNN library %s is built for %s, but this build targets "
             "%s. Fix: install the cuDNN for %s, or set CUDNN_LIBRARY to it",
             path, theirs, ours, ours);
    return 1;
  }
  if (h.type != 3) {
    snprintf(out, size,
             "the cuDNN library %s is an ELF file but not a shared library "
             "(ELF type %u). %s",
             path, h.type, reinstall);
    return 1;
  }
  /* Program and section header tables, which the header places. */
  end = h.phend > h.shend ? h.phend : h.shend;
  if (!h.complete || file_size < end) {
    snprintf(out, size,
             "the cuDNN library %s is truncated: its ELF header places "
             "tables up to byte %llu, but the file has %llu bytes (an "
             "interrupted copy or download?). Fix: reinstall cuDNN, or set "
             "CUDNN_LIBRARY to a complete libcudnn.so.<major>",
             path, end, file_size);
    return 1;
  }
  {
    char why[256];
    enum cudnn_strict_load load =
        cudnn_strict_library_file_load(path, 0, why, sizeof(why));
    if (load == CUDNN_STRICT_LOAD_FAIL || load == CUDNN_STRICT_LOAD_CRASH) {
      snprintf(out, size, "the cuDNN library %s %s. %s", path, why, reinstall);
      return 1;
    }
  }
  return 0;
}
#endif
