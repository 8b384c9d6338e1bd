/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --header-facts FILE [--format keyvalue|json]: what the
 * text of a cuDNN version header says (configure/cudnn_strict_header_report.h),
 * without loading anything; --header-in DIR chooses the version header of
 * a directory first, then says the same of it.  The CMake module asks it for
 * the header it found: from the installed package's cudnn-strict-probe, or from
 * the module's reader program (CUDNN_STRICT_READER_PROGRAM: this file's main
 * alone, a few hundred lines that compile in a blink and serve every
 * header), which a cross build compiles for the build machine, since a
 * header is read the same wherever the program runs.
 *
 * Exit status: 0 the header can be built against, 1 it cannot
 * (header.message says why), 64 usage error.
 */
#ifndef CUDNN_STRICT_READER_H
#define CUDNN_STRICT_READER_H

#include "cudnn_strict_internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Whether argv asks for --header-facts, --header-in, --file-facts,
   --sublibrary-files (configure/cudnn_strict_sublibrary_files.h) or
   --library-file (configure/cudnn_strict_file_check.h, then
   configure/cudnn_strict_sublibrary_scan.h). */
CUDNN_STRICT_INTERNAL int cudnn_strict_reader_requested(int argc, char **argv);

CUDNN_STRICT_INTERNAL int cudnn_strict_reader_main(int argc, char **argv);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_READER_H */
