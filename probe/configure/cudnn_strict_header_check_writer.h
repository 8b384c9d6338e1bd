/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The compile-time header check (`--header-check HEADER VERSION`): the
 * unit every target that links a CuDNNStrict:: target compiles with its
 * own include path, which stops with #error when the cuDNN version header
 * it finds is not HEADER (cuDNN VERSION), the one the configure judged:
 * a CUDA toolkit's own cudnn.h listed first, say.  One #elif per other
 * release found in the directories searched (`--search DIR...`: the
 * toolkit's, the compiler's own; each once by its real path, never the
 * judged header's), so that the error names its files.
 * `--unchecked`: the project compiles no generated unit (it enabled none
 * of C, CXX and CUDA), which the warnings say.
 *
 * The text is the template's (`--template FILE`,
 * templates/cudnn_strict_header_check.c.in), each @name@ replaced, and is
 * written to `--output FILE`; the report names the other headers:
 *
 *   header_check.other.count   how many
 *   header_check.other.<i>     "<directory>|<header>|<version>", <version>
 *                              "unknown" when the header's text does not
 *                              tell it
 *   header_check.other.<i>.summary  its line of the configure's summary
 *   header_check.other.<i>.warning  the warning when the project lists its
 *                              directory itself (`--listed DIR...`), or ""
 *   header_check.message       why no file was written, or ""
 */
#ifndef CUDNN_STRICT_HEADER_CHECK_WRITER_H
#define CUDNN_STRICT_HEADER_CHECK_WRITER_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the check of `header` (cuDNN `version`, "X.Y.Z") from
   `template_path` to `output`, naming the other headers of the `count`
   directories `search`, and reports them on `w` with their words: a
   warning for each in one of the `listed_count` directories `listed`
   (those the project lists itself), which says whether a generated unit
   stops the build (`checked`); returns 1 when the file was written. */
CUDNN_STRICT_INTERNAL int cudnn_strict_write_header_check(
    struct cudnn_strict_writer *w, const char *header, const char *version,
    int count, char *const *search, int listed_count, char *const *listed,
    int checked, const char *template_path, const char *output);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_HEADER_CHECK_WRITER_H */
