/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * libFuzzer target for the readers of files the probe does not trust: a
 * libcudnn a search finds, and the programs --check-binary is given.  The
 * generated unit of cudnn-strict-probe is compiled in whole, as for this
 * build, so the code fuzzed is the code shipped; its main is renamed out
 * of libFuzzer's way.  Every input is written to one file, which each
 * reader then reads:
 *   - the library-file judgement (cudnn_strict_library_file_problem),
 *   - the sub-library name scan (cudnn_strict_release_read_parts, with
 *     libcudnn_graph.so.9 beside it a link to the same file, and
 *     cudnn_strict_release_names),
 *   - the ld.so cache parser (CUDNN_STRICT_LD_SO_CACHE names the file) and
 *     its search,
 *   - what --check-binary reads: the ELF header, the dynamic section, the
 *     loader's emulated search through it (the file's directory is
 *     LD_LIBRARY_PATH and the file is also the ld.so cache), and the
 *     notes of every object found, written through the report writer;
 *     the symbol tables and the assertion text that tell a cuDNN linked
 *     in,
 *   - the ar archive reader, through --static-archive's check (with
 *     libcudnn_engines_precompiled_static.a beside it a link to the same
 *     file).
 * --check-binary then loads the libcudnn a note names and runs cuDNN's own
 * checks; that is loading, not reading, and is left out: loading bytes
 * from a fuzzer would test the system's loader.  Test fixture only.
 */
#define main cudnn_strict_probe_main
#include "cudnn_strict_probe_unit.c"
#undef main

#include <stdint.h>

#if defined(_WIN32)
#error "the binary readers are fuzzed on ELF systems"
#endif

static char fuzz_directory[CUDNN_STRICT_PATH_SIZE];
static char fuzz_file[CUDNN_STRICT_PATH_SIZE];
static char fuzz_graph[CUDNN_STRICT_PATH_SIZE];
static char fuzz_archive[CUDNN_STRICT_PATH_SIZE];
static FILE *fuzz_sink;
/* Five megabytes: allocated once, not per input. */
static struct cudnn_strict_process *fuzz_process;

static void fuzz_cleanup(void) {
  unlink(fuzz_archive);
  unlink(fuzz_graph);
  unlink(fuzz_file);
  rmdir(fuzz_directory);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  const char *tmp = getenv("TMPDIR");
  (void)argc;
  (void)argv;
  snprintf(fuzz_directory, sizeof(fuzz_directory),
           "%s/cudnn-strict-fuzz-XXXXXX",
           tmp != NULL && tmp[0] != '\0' ? tmp : "/tmp");
  if (mkdtemp(fuzz_directory) == NULL)
    abort();
  snprintf(fuzz_file, sizeof(fuzz_file), "%s/libcudnn.so.9", fuzz_directory);
  snprintf(fuzz_graph, sizeof(fuzz_graph), "%s/libcudnn_graph.so.9",
           fuzz_directory);
  snprintf(fuzz_archive, sizeof(fuzz_archive),
           "%s/libcudnn_engines_precompiled_static.a", fuzz_directory);
  if (symlink("libcudnn.so.9", fuzz_graph) != 0 ||
      symlink("libcudnn.so.9", fuzz_archive) != 0)
    abort();
  atexit(fuzz_cleanup);
  setenv("CUDNN_STRICT_LD_SO_CACHE", fuzz_file, 1);
  fuzz_sink = fopen("/dev/null", "w");
  fuzz_process =
      (struct cudnn_strict_process *)calloc(1, sizeof(*fuzz_process));
  if (fuzz_sink == NULL || fuzz_process == NULL)
    abort();
  return 0;
}

static void fuzz_library_readers(void) {
  struct cudnn_strict_release_parts parts;
  char text[2 * CUDNN_STRICT_PATH_SIZE];
  int i;
  (void)cudnn_strict_library_file_problem(fuzz_file, text, sizeof(text));
  /* The last release read is remembered by the file's identity, which a
     rewrite within one second keeps. */
  memset(&cudnn_strict_parts_read, 0, sizeof(cudnn_strict_parts_read));
  if (cudnn_strict_release_read_parts(fuzz_file, 9, &parts, text,
                                      sizeof(text))) {
    if (parts.count < 0 || parts.count > CUDNN_STRICT_RELEASE_MAX_PARTS)
      __builtin_trap();
    for (i = 0; i < parts.count; ++i)
      if (strlen(parts.names[i]) >= CUDNN_STRICT_PART_NAME_SIZE)
        __builtin_trap();
  }
  (void)cudnn_strict_release_names(fuzz_file, "libnvrtc.so.", 12);
  (void)cudnn_strict_release_names(fuzz_file, "libz.so.1", 10);
}

/* What tells a cuDNN linked in, and the static archives' check. */
static void fuzz_static_readers(int json) {
  struct cudnn_strict_writer writer;
  struct cudnn_strict_version header = {9, 19, 0};
  char *files[1];
  files[0] = fuzz_archive;
  (void)cudnn_strict_defines_cudnn(fuzz_file, 0);
  (void)cudnn_strict_binary_release(fuzz_file);
  if (json)
    cudnn_strict_writer_json(&writer, fuzz_sink);
  else
    cudnn_strict_writer_key_value(&writer, fuzz_sink);
  (void)cudnn_strict_check_static_archives(&writer, header, 1, files);
  cudnn_strict_writer_end(&writer);
}

static void fuzz_cache(void) {
  static const char *const names[] = {"libcudnn.so.9", "libc.so.6"};
  struct cudnn_strict_ld_cache cache;
  char out[CUDNN_STRICT_PATH_SIZE];
  size_t i;
  cudnn_strict_ld_cache_load(&cache);
  memset(fuzz_process, 0, offsetof(struct cudnn_strict_process, objects));
  fuzz_process->machine = CUDNN_STRICT_OWN_MACHINE;
  fuzz_process->cache = &cache;
  fuzz_process->missed_count = 0;
  for (i = 0; i < sizeof(names) / sizeof(names[0]); ++i)
    (void)cudnn_strict_search_cache(fuzz_process, names[i], out, sizeof(out));
  cudnn_strict_ld_cache_free(&cache);
}

/* cudnn_strict_check_file up to the notes' judgement. */
static void fuzz_check_binary(int json) {
  struct cudnn_strict_ld_cache cache;
  struct cudnn_strict_writer writer;
  struct cudnn_strict_elf e;
  struct cudnn_strict_process *p = fuzz_process;
  struct cudnn_strict_expectation x;
  const char *broken = NULL;
  int i;
  if (json)
    cudnn_strict_writer_json(&writer, fuzz_sink);
  else
    cudnn_strict_writer_key_value(&writer, fuzz_sink);
  cudnn_strict_ld_cache_load(&cache);
  if (cudnn_strict_open_checked(&writer, 0, fuzz_file, &e)) {
    cudnn_strict_put(&writer, 0, -1, "kind",
                     cudnn_strict_elf_is_program(&e) ? "program" : "library");
    memset(p, 0, offsetof(struct cudnn_strict_process, objects));
    p->machine = e.machine;
    p->is_program = cudnn_strict_elf_is_program(&e);
    p->cache = &cache;
    p->ld_library_path = fuzz_directory;
    p->missed_count = 0;
    cudnn_strict_elf_close(&e);
    cudnn_strict_add_object(p, fuzz_file, "", -1, "");
    cudnn_strict_load_all(p);
    if (p->count < 1 || p->count > CUDNN_STRICT_LD_MAX_OBJECTS ||
        p->missed_count > CUDNN_STRICT_LD_MAX_MISSED)
      __builtin_trap();
    for (i = 0; i < p->count; ++i)
      if (cudnn_strict_read_note(p, i, &x, &broken))
        cudnn_strict_put_note(&writer, 0, i, p->objects[i].path, &x);
    if (broken != NULL)
      cudnn_strict_put(&writer, 0, -1, "reason", broken);
  }
  cudnn_strict_writer_end(&writer);
  cudnn_strict_ld_cache_free(&cache);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FILE *file = fopen(fuzz_file, "wb");
  if (file == NULL)
    abort();
  if (size > 0 && fwrite(data, 1, size, file) != size)
    abort();
  if (fclose(file) != 0)
    abort();
  fuzz_library_readers();
  fuzz_cache();
  fuzz_check_binary(size > 0 && (data[size - 1] & 1));
  fuzz_static_readers(size > 0 && (data[size - 1] & 1));
  return 0;
}
