/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --check-binary FILE... on Windows: see
 * cudnn_strict_deploy.h for the report keys and the exit status, which
 * are the same.  A PE file carries the guard's expectation in the same
 * note as an ELF file (cudnn_strict_note.h), in a section whose long
 * name strip may drop, so the note is found by its header, not by the
 * section's name.  The DLL its guard would load is found as the Windows
 * loader would find it for that program: its own directory, the system
 * directories, then this process's PATH (cudnn_strict_loader_win32.c).
 *
 * For a DLL the rule accepts, or one that does not load, the install
 * behind it is checked as the configure checks it, for this program's
 * process (cudnn_strict_ld.h: the program's directory, the system
 * directories, PATH): the DLLs its import tables need, cuDNN's own version
 * checks and the DLLs cuDNN opens itself.  While cuDNN runs here, the
 * program's directory is this process's DLL directory (SetDllDirectoryW),
 * so that the sub-libraries cuDNN loads by name are the program's.
 *
 * Narrower than the ELF check: only the file's own note is read (not
 * those of the DLLs it imports), and status NOT_ELF reads NOT_PE.
 */
#if defined(_WIN32)

#include "cudnn_strict.h"
#include "cudnn_strict_deploy.h"
#include "cudnn_strict_fix.h"
#include "cudnn_strict_judge.h"
#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_ld.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_message.h"
#include "cudnn_strict_note.h"
#include "cudnn_strict_release_check.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CUDNN_STRICT_PE_KEY_SIZE 96
#define CUDNN_STRICT_PE_MESSAGE_SIZE                                           \
  (CUDNN_STRICT_REPORT_FIX_SIZE + 4 * CUDNN_STRICT_PATH_SIZE)
/* Guarded programs are small; cuDNN's own DLLs, which carry no note, are
   not what this reads. */
#define CUDNN_STRICT_PE_MAX_SIZE (1024u * 1024u * 1024u)
/* IMAGE_FILE_HEADER.Characteristics: the image is a DLL. */
#define CUDNN_STRICT_PE_FILE_DLL 0x2000u

static void cudnn_strict_pe_put(struct cudnn_strict_writer *w, int binary,
                                const char *field, const char *value) {
  char key[CUDNN_STRICT_PE_KEY_SIZE];
  snprintf(key, sizeof(key), "check.%d.%s", binary, field);
  cudnn_strict_write_text(w, key, value);
}

static void cudnn_strict_pe_put_long(struct cudnn_strict_writer *w, int binary,
                                     const char *field, long value) {
  char key[CUDNN_STRICT_PE_KEY_SIZE];
  snprintf(key, sizeof(key), "check.%d.%s", binary, field);
  cudnn_strict_write_long(w, key, value);
}

/* Reads the whole file; NULL (and `why`) when it cannot. */
static unsigned char *cudnn_strict_pe_read(const char *path, size_t *size,
                                           const char **why) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  unsigned char *data = NULL;
  long length;
  FILE *file;
  *why = "it cannot be opened as a regular file";
  if (!cudnn_strict_win32_widen(path, wide, CUDNN_STRICT_PATH_SIZE) ||
      (file = _wfopen(wide, L"rb")) == NULL)
    return NULL;
  if (fseek(file, 0, SEEK_END) == 0 && (length = ftell(file)) > 0 &&
      (unsigned long)length <= CUDNN_STRICT_PE_MAX_SIZE &&
      fseek(file, 0, SEEK_SET) == 0 &&
      (data = (unsigned char *)malloc((size_t)length)) != NULL &&
      fread(data, 1, (size_t)length, file) == (size_t)length) {
    *size = (size_t)length;
  } else {
    free(data);
    data = NULL;
  }
  fclose(file);
  return data;
}

/* Whether `data` is a PE image; sets *is_program (not a DLL). */
static int cudnn_strict_pe_valid(const unsigned char *data, size_t size,
                                 int *is_program) {
  size_t header;
  if (size < 64 || data[0] != 'M' || data[1] != 'Z')
    return 0;
  header = (size_t)cudnn_strict_note_u32(data + 0x3c, 0);
  if (header > size - 24 || memcmp(data + header, "PE\0\0", 4) != 0)
    return 0;
  /* The file header follows the signature; Characteristics at +18. */
  *is_program = ((data[header + 22] | (data[header + 23] << 8)) &
                 CUDNN_STRICT_PE_FILE_DLL) == 0;
  return 1;
}

/* Finds the guard's note by its header (owner and type) and decodes it.
   Returns 1 with *x filled; else 0, with *broken set when a note was there
   but did not decode. */
static int cudnn_strict_pe_find_note(const unsigned char *data, size_t size,
                                     struct cudnn_strict_expectation *x,
                                     const char **broken) {
  const size_t head = sizeof(struct cudnn_strict_note_head);
  size_t at;
  *broken = NULL;
  for (at = 0; at + head <= size; at += 4) {
    const unsigned char *p = data + at;
    size_t description;
    if (cudnn_strict_note_u32(p, 0) != sizeof(CUDNN_STRICT_NOTE_OWNER) ||
        cudnn_strict_note_u32(p + 8, 0) != CUDNN_STRICT_NOTE_TYPE ||
        memcmp(p + 12, CUDNN_STRICT_NOTE_OWNER,
               sizeof(CUDNN_STRICT_NOTE_OWNER)) != 0)
      continue;
    description = (size_t)cudnn_strict_note_u32(p + 4, 0);
    if (description > size - at - head) {
      *broken = "the note is cut off by the end of the file";
      return 0;
    }
    *broken = cudnn_strict_note_decode(p + head, description, 0, x);
    return *broken == NULL;
  }
  return 0;
}

/* The guard's judgement for a program in `directory`. */
static void cudnn_strict_pe_judge(const char *directory,
                                  struct cudnn_strict_report *r) {
  struct cudnn_strict_library lib;
  char library_directory[CUDNN_STRICT_PATH_SIZE];
  if (!cudnn_strict_library_open_for_program(directory, r->soname,
                                             cudnn_strict_search_path(), &lib,
                                             r->detail, sizeof(r->detail))) {
    r->status = CUDNN_STRICT_STATUS_NOT_FOUND;
  } else {
    cudnn_strict_copy_text(r->library, sizeof(r->library), lib.path);
    r->found_by = cudnn_strict_origin_words(lib.origin);
    cudnn_strict_dirname(lib.path, library_directory,
                         sizeof(library_directory));
    r->library_in_ld_library_path = cudnn_strict_path_list_contains(
        cudnn_strict_search_path(), library_directory);
    r->library_beside_program =
        cudnn_strict_library_beside_program(lib.path, directory);
    if (!cudnn_strict_ask_versions(lib.handle, &r->loaded_code,
                                   &r->loaded_cudart_code) ||
        !cudnn_strict_decode(r->loaded_code, &r->loaded)) {
      r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
      cudnn_strict_copy_text(r->detail, sizeof(r->detail),
                             "it has no usable cudnnGetVersion");
    } else {
      cudnn_strict_judge_versions(r);
    }
    cudnn_strict_library_close(&lib);
  }
  if (r->status != CUDNN_STRICT_STATUS_OK)
    cudnn_strict_fix_report(r, NULL, NULL, 0);
}

/* The install behind the DLL the program would load, under
   check.<i>.note.0.: what its import tables need (before cuDNN runs),
   cuDNN's own version checks and what it opens itself, for a DLL the rule
   accepts; only the first, for a DLL that did not load.  A missing DLL or
   sub-library, or a mixed one, makes the note INCOMPLETE_RELEASE with the
   probe's words as the fix. */
static void cudnn_strict_pe_judge_release(struct cudnn_strict_writer *w,
                                          int binary, const char *program,
                                          const char *directory,
                                          struct cudnn_strict_report *r) {
  struct cudnn_strict_prefixed_writer prefixed;
  struct cudnn_strict_writer *pw;
  struct cudnn_strict_process *p;
  char prefix[64];
  char checks[CUDNN_STRICT_MAX_VERSION_CHECKS][2][64];
  char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_LD_HOW_SIZE];
  char fix[sizeof(r->fix)];
  int check_count = 0, whole = 0, cudnn = -1;
  if (r->status != CUDNN_STRICT_STATUS_OK &&
      r->status != CUDNN_STRICT_STATUS_NOT_FOUND)
    return;
  p = (struct cudnn_strict_process *)calloc(1, sizeof(*p));
  if (p == NULL)
    return;
  /* The program's own search: no SetDllDirectoryW, which is the
     configure's.  A program that imports cuDNN has it loaded by the
     standard search; otherwise the guard loads it by its full path. */
  p->machine = CUDNN_STRICT_PE_MACHINE_AMD64;
  p->path_list = cudnn_strict_search_path();
  cudnn_strict_copy_text(p->application_directory,
                         sizeof(p->application_directory), directory);
  if (cudnn_strict_add_object(p, program, "", -1, "") == 0) {
    cudnn_strict_load_all(p);
    cudnn = cudnn_strict_loaded_as(p, r->soname);
    if (cudnn < 0 &&
        cudnn_strict_search(p, 0, r->soname, file, sizeof(file), how,
                            sizeof(how)) &&
        (cudnn = cudnn_strict_add_object(p, file, r->soname, 0, how)) > 0)
      p->objects[cudnn].by_guard = p->objects[cudnn].by_full_path = 1;
  }
  snprintf(prefix, sizeof(prefix), "check.%d.note.0.", binary);
  pw = cudnn_strict_writer_prefixed(&prefixed, w, prefix);
  fix[0] = '\0';
  prefixed.kept_key = "release.message";
  prefixed.kept = fix;
  prefixed.kept_size = sizeof(fix);
  if (r->status == CUDNN_STRICT_STATUS_NOT_FOUND) {
    /* The DLL did not load: when an import stopped it, the install is
       what is wrong, named by the DLL's file. */
    if (cudnn >= 0 && !cudnn_strict_release_report_needed(pw, p, cudnn)) {
      r->status = CUDNN_STRICT_STATUS_INCOMPLETE_RELEASE;
      cudnn_strict_copy_text(r->library, sizeof(r->library),
                             p->objects[cudnn].path);
      r->found_by = cudnn_strict_origin_words(CUDNN_STRICT_ORIGIN_SEARCH);
      cudnn_strict_copy_text(r->fix, sizeof(r->fix), fix);
    }
    free(p);
    return;
  }
  if ((cudnn < 0 || cudnn_strict_release_report_needed(pw, p, cudnn)) &&
      cudnn_strict_release_try_load(pw, r->library, 0, checks, &check_count,
                                    CUDNN_STRICT_MAX_VERSION_CHECKS)) {
    if (cudnn >= 0)
      cudnn_strict_release_report_opened(pw, p, cudnn, r->loaded_code,
                                         r->loaded_cudart_code);
    whole = cudnn_strict_release_report_parts(pw, r->library, r->loaded, checks,
                                              check_count, 1);
  }
  free(p);
  if (!whole) {
    r->status = CUDNN_STRICT_STATUS_INCOMPLETE_RELEASE;
    if (fix[0] != '\0')
      cudnn_strict_copy_text(r->fix, sizeof(r->fix), fix);
  }
}

static void
cudnn_strict_pe_put_outcome(struct cudnn_strict_writer *w, int binary,
                            const struct cudnn_strict_expectation *x,
                            const char *carrier,
                            const struct cudnn_strict_report *r) {
  char version[CUDNN_STRICT_VERSION_TEXT_SIZE];
  char *message = (char *)malloc(CUDNN_STRICT_PE_MESSAGE_SIZE);
  cudnn_strict_pe_put(w, binary, "note.0.carrier", carrier);
  cudnn_strict_pe_put(w, binary, "note.0.built_version", x->version_text);
  cudnn_strict_pe_put(w, binary, "note.0.policy",
                      cudnn_strict_policy_name(x->policy));
  cudnn_strict_pe_put(w, binary, "note.0.soname", x->soname);
  cudnn_strict_pe_put_long(w, binary, "note.0.cudart_code", x->cudart_code);
  cudnn_strict_pe_put(w, binary, "note.0.built_library_dir", x->library_dir);
  if (r->library[0] != '\0') {
    cudnn_strict_pe_put(w, binary, "note.0.library", r->library);
    cudnn_strict_pe_put(w, binary, "note.0.found_by", r->found_by);
  }
  if (r->loaded_code != 0 &&
      cudnn_strict_format_version(version, sizeof(version), r->loaded)) {
    cudnn_strict_pe_put(w, binary, "note.0.library_version", version);
    cudnn_strict_pe_put_long(w, binary, "note.0.library_cudart_code",
                             r->loaded_cudart_code);
  }
  cudnn_strict_pe_put(w, binary, "note.0.status",
                      cudnn_strict_status_name((int)r->status));
  if (cudnn_strict_known_bad_entry(r->known_bad) != NULL)
    cudnn_strict_pe_put(w, binary, "note.0.known_bad",
                        cudnn_strict_known_bad_word(
                            r->known_bad, CUDNN_STRICT_KNOWN_BAD_SOURCE));
  if (r->fix[0] != '\0')
    cudnn_strict_pe_put(w, binary, "note.0.fix", r->fix);
  if (message != NULL) {
    cudnn_strict_format_report(r, message, CUDNN_STRICT_PE_MESSAGE_SIZE);
    cudnn_strict_pe_put(w, binary, "note.0.message", message);
  }
  free(message);
}

/* Exit statuses of cudnn_strict_deploy.h, worst last. */
#define CUDNN_STRICT_PE_PASS 0
#define CUDNN_STRICT_PE_CANNOT_JUDGE 1
#define CUDNN_STRICT_PE_NOT_LOADABLE 2
#define CUDNN_STRICT_PE_FAIL 3

/* `*failed` gains the status of a failing file, for the exit status
   (CUDNN_STRICT_STATUS_MAP). */
static int cudnn_strict_pe_check_file(struct cudnn_strict_writer *w, int binary,
                                      const char *file, int *failed) {
  char real[PATH_MAX], directory[CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_expectation x;
  struct cudnn_strict_report *r;
  const char *why = NULL;
  unsigned char *data;
  size_t size = 0;
  int is_program = 0, found, outcome;
  cudnn_strict_pe_put(w, binary, "file", file);
  if (realpath(file, real) == NULL ||
      (data = cudnn_strict_pe_read(real, &size, &why)) == NULL) {
    cudnn_strict_pe_put(w, binary, "status", "UNREADABLE");
    cudnn_strict_pe_put(w, binary, "reason",
                        why != NULL ? why : "no such file");
    return CUDNN_STRICT_PE_CANNOT_JUDGE;
  }
  cudnn_strict_pe_put(w, binary, "path", real);
  if (!cudnn_strict_pe_valid(data, size, &is_program)) {
    free(data);
    cudnn_strict_pe_put(w, binary, "status", "NOT_PE");
    cudnn_strict_pe_put(w, binary, "reason",
                        "it is not a PE executable or DLL (no MZ and PE "
                        "headers)");
    return CUDNN_STRICT_PE_CANNOT_JUDGE;
  }
  cudnn_strict_pe_put(w, binary, "kind", is_program ? "program" : "library");
  found = cudnn_strict_pe_find_note(data, size, &x, &why);
  free(data);
  cudnn_strict_pe_put_long(w, binary, "notes", found);
  if (!found) {
    cudnn_strict_pe_put(w, binary, "status", "NO_NOTE");
    cudnn_strict_pe_put(w, binary, "reason",
                        why != NULL ? why
                                    : "it carries no CuDNNStrict note: it was "
                                      "not linked with CuDNNStrict::guard, or "
                                      "the note was removed");
    return CUDNN_STRICT_PE_CANNOT_JUDGE;
  }
  r = (struct cudnn_strict_report *)malloc(sizeof(*r));
  if (r == NULL)
    return CUDNN_STRICT_PE_CANNOT_JUDGE;
  cudnn_strict_expectation_to_report(&x, r);
  r->built_into_library = !is_program;
  cudnn_strict_dirname(real, directory, sizeof(directory));
  /* cuDNN loads its sub-libraries by name as soon as it is asked its
     version: in this process they must come from where the program's
     loader takes them, its own directory before PATH (after this tool's
     directory, which holds no cuDNN), or a set beside the program would
     be judged with the sub-libraries of another one on PATH, or end this
     process when PATH has none. */
  cudnn_strict_win32_dll_directory(directory);
  cudnn_strict_pe_judge(directory, r);
  cudnn_strict_pe_judge_release(w, binary, real, directory, r);
  cudnn_strict_win32_dll_directory(NULL);
  cudnn_strict_pe_put_outcome(w, binary, &x, real, r);
  outcome = r->status == CUDNN_STRICT_STATUS_OK ? CUDNN_STRICT_PE_PASS
            : r->status == CUDNN_STRICT_STATUS_NOT_FOUND ||
                    r->status == CUDNN_STRICT_STATUS_NOT_CUDNN
                ? CUDNN_STRICT_PE_NOT_LOADABLE
                : CUDNN_STRICT_PE_FAIL;
  if (outcome == CUDNN_STRICT_PE_FAIL && *failed < 0)
    *failed = (int)r->status;
  free(r);
  cudnn_strict_pe_put(w, binary, "status",
                      outcome == CUDNN_STRICT_PE_PASS           ? "PASS"
                      : outcome == CUDNN_STRICT_PE_NOT_LOADABLE ? "NOT_LOADABLE"
                                                                : "FAIL");
  return outcome;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_check_binaries(struct cudnn_strict_writer *w, int count,
                            char **files,
                            const struct cudnn_strict_deploy_expect *expect) {
  static const int exit_status[] = {0, CUDNN_STRICT_EXIT_CANNOT_JUDGE, 2, 1};
  int worst = CUDNN_STRICT_PE_PASS, i, failed = -1;
  /* Only an ELF binary without a note is judged (cudnn_strict_deploy.h). */
  (void)expect;
  cudnn_strict_write_long(w, "check.binaries", count);
  for (i = 0; i < count; ++i) {
    int outcome = cudnn_strict_pe_check_file(w, i, files[i], &failed);
    if (outcome > worst)
      worst = outcome;
  }
  cudnn_strict_write_text(w, "check.status",
                          worst == CUDNN_STRICT_PE_PASS ? "PASS" : "FAIL");
  /* A failing file exits as its outcome does (1, 6 or 7). */
  if (worst == CUDNN_STRICT_PE_FAIL && failed >= 0)
    return cudnn_strict_status_exit(failed);
  return exit_status[worst];
}

#endif /* _WIN32 */
