/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * How the core's functions are declared and defined.
 *
 * A program is compiled as one generated unit that includes the core's .c
 * files in order (as sqlite builds its amalgamation); the unit defines
 * CUDNN_STRICT_ONE_UNIT first, which makes CUDNN_STRICT_INTERNAL static, so the
 * core's functions stay inside the object that uses them: two shared libraries,
 * each with a guard built against another cuDNN, must never call into each
 * other's copy.  Compiled file by file instead (the sanitizer build, a test
 * fixture), the functions are external but hidden, for the same reason.
 */
#ifndef CUDNN_STRICT_INTERNAL_H
#define CUDNN_STRICT_INTERNAL_H

/* In a unit, unused: each program uses only part of the core.  Inline too,
   so that GCC and Clang emit nothing for what the program never calls: a
   static function is compiled at -O0 even when unreferenced, and the
   configure-time checks, compiled once per machine, would spend a fifth of
   their compile on the other programs' code. */
#if defined(CUDNN_STRICT_ONE_UNIT) && defined(__GNUC__)
#define CUDNN_STRICT_INTERNAL static inline __attribute__((unused))
#elif defined(CUDNN_STRICT_ONE_UNIT)
#define CUDNN_STRICT_INTERNAL static
#elif defined(__GNUC__) && !defined(_WIN32)
#define CUDNN_STRICT_INTERNAL __attribute__((visibility("hidden")))
#else
#define CUDNN_STRICT_INTERNAL
#endif

/* A file's own helper, static, that only functions some program leaves
   out call: GCC compiles an unreferenced static function at -O0 all the
   same, so it is inline too and, like those functions, emitted only where
   a caller is.  The test style.configure_unit finds a helper that the
   configure program compiles and never calls. */
#if defined(__GNUC__)
#define CUDNN_STRICT_HELPER static inline __attribute__((unused))
#else
#define CUDNN_STRICT_HELPER static
#endif

#endif /* CUDNN_STRICT_INTERNAL_H */
