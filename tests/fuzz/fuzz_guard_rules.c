/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * libFuzzer target for the C rules the runtime guard applies: version
 * decoding and encoding, the compatibility rule under every policy value
 * (valid or not), the CUDA runtime comparison, policy and action parsing,
 * and the wording of a report built from arbitrary bytes.  The guard's
 * generated unit is compiled in whole, as for this build; its start-up
 * check is switched off by CUDNN_STRICT_GUARD=off in the fuzzer's
 * environment.  Test fixture only.
 */
#include "cudnn_strict_guard_unit.c"

#include <stdint.h>

struct fuzz_input {
  const uint8_t *data;
  size_t size;
};

static long fuzz_take_long(struct fuzz_input *in) {
  uint64_t value = 0;
  size_t i;
  for (i = 0; i < 8 && in->size > 0; ++i, ++in->data, --in->size)
    value = (value << 8) | *in->data;
  return (long)value;
}

static int fuzz_take_int(struct fuzz_input *in) {
  return (int)(int32_t)(uint32_t)fuzz_take_long(in);
}

/* Copies up to size-1 bytes into a NUL-terminated buffer. */
static void fuzz_take_text(struct fuzz_input *in, char *out, size_t size) {
  size_t n = in->size < size - 1 ? in->size : size - 1;
  size_t length = in->size > 0 ? (size_t)in->data[0] % (n + 1) : 0;
  memcpy(out, in->data, length);
  out[length] = '\0';
  in->data += length;
  in->size -= length;
}

static void fuzz_versions(struct fuzz_input *in) {
  struct cudnn_strict_version built, loaded, decoded;
  char text[CUDNN_STRICT_VERSION_TEXT_SIZE];
  long code = fuzz_take_long(in);
  enum cudnn_strict_policy policy =
      (enum cudnn_strict_policy)(fuzz_take_int(in) % 5);
  enum cudnn_strict_verdict verdict;
  if (cudnn_strict_decode(code, &decoded)) {
    /* Decoding then encoding gives the code back: one rule both ways. */
    if (!cudnn_strict_version_is_valid(decoded) ||
        cudnn_strict_encode(decoded) != code)
      __builtin_trap();
    cudnn_strict_format_version(text, sizeof(text), decoded);
  }
  built.major = fuzz_take_int(in);
  built.minor = fuzz_take_int(in);
  built.patch = fuzz_take_int(in);
  loaded.major = fuzz_take_int(in);
  loaded.minor = fuzz_take_int(in);
  loaded.patch = fuzz_take_int(in);
  verdict = cudnn_strict_compare(built, loaded, policy);
  if (cudnn_strict_verdict_name(verdict) == NULL ||
      cudnn_strict_verdict_rule(verdict) == NULL)
    __builtin_trap();
  /* A version is always compatible with itself, under every policy. */
  if (cudnn_strict_version_is_valid(built) &&
      cudnn_strict_compare(built, built, policy) != CUDNN_STRICT_COMPATIBLE)
    __builtin_trap();
  (void)cudnn_strict_policy_name(policy);
  (void)cudnn_strict_compare_cudart(fuzz_take_long(in), fuzz_take_long(in));
  cudnn_strict_format_version(text, (size_t)(fuzz_take_int(in) & 31), built);
}

static void fuzz_texts(struct fuzz_input *in) {
  char text[64];
  enum cudnn_strict_policy policy;
  fuzz_take_text(in, text, sizeof(text));
  (void)cudnn_strict_parse_policy(text, &policy);
  (void)cudnn_strict_parse_action(text);
}

static void fuzz_report(struct fuzz_input *in) {
  struct cudnn_strict_report report;
  char message[1024];
  size_t size = (size_t)(fuzz_take_int(in) & 1023);
  size_t needed;
  memset(&report, 0, sizeof(report));
  report.status = (enum cudnn_strict_status)(fuzz_take_int(in) % 10);
  report.verdict = (enum cudnn_strict_verdict)(fuzz_take_int(in) % 8);
  report.policy = (enum cudnn_strict_policy)(fuzz_take_int(in) % 4);
  report.built.major = fuzz_take_int(in);
  report.built.minor = fuzz_take_int(in);
  report.loaded.major = fuzz_take_int(in);
  report.loaded.minor = fuzz_take_int(in);
  report.loaded_code = fuzz_take_long(in);
  report.built_cudart_code = fuzz_take_long(in);
  report.loaded_cudart_code = fuzz_take_long(in);
  report.found_by = (fuzz_take_int(in) & 1) ? "loader search" : NULL;
  report.library_in_ld_library_path = fuzz_take_int(in) & 1;
  report.foreign_in_ld_library_path = fuzz_take_int(in) & 1;
  report.built_into_library = fuzz_take_int(in) & 1;
  fuzz_take_text(in, report.library, sizeof(report.library));
  fuzz_take_text(in, report.foreign_sublibrary,
                 sizeof(report.foreign_sublibrary));
  fuzz_take_text(in, report.detail, sizeof(report.detail));
  fuzz_take_text(in, report.built_version, sizeof(report.built_version));
  fuzz_take_text(in, report.soname, sizeof(report.soname));
  fuzz_take_text(in, report.built_library_dir,
                 sizeof(report.built_library_dir));
  fuzz_take_text(in, report.fix, sizeof(report.fix));
  /* Valid indices, -1 and out-of-range ones alike. */
  report.known_bad = fuzz_take_int(in) % 4;
  needed = cudnn_strict_format_report(&report, message, size);
  /* snprintf's contract: always terminated, and the length is honest. */
  if (size > 0 && (message[size - 1 < needed ? size - 1 : needed] != '\0'))
    __builtin_trap();
  (void)cudnn_strict_status_name((int)report.status);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  struct fuzz_input in;
  in.data = data;
  in.size = size;
  fuzz_versions(&in);
  fuzz_texts(&in);
  fuzz_report(&in);
  return 0;
}
