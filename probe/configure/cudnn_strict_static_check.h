/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The configure's look at the static archives of the found release
 * (CuDNNStrict::cudnn_static): the release each archive carries, read from
 * its members without linking it (cuDNN's assertion text, which the
 * engines' archives keep as their shared libraries do), against the
 * header's.  Only archives of a sub-library whose text tells its release
 * (the TEXT column of cudnn_strict_sublibraries.h) are read.  Run as
 * cudnn-strict-probe --header-version X.Y.Z --static-archive FILE...
 *
 * Report keys:
 *   static.archives          how many files were given
 *   static.<i>.file          as given
 *   static.<i>.sublibrary    the sub-library it is the archive of, where
 *                            its text tells the release
 *   static.<i>.status        OK, OTHER_RELEASE, NOT_TOLD (no member holds
 *                            the text), NOT_READ (its sub-library's text
 *                            tells nothing), UNREADABLE (whatever its
 *                            name: a file that cannot be read, is no ar
 *                            archive or a thin one, or holds no member)
 *   static.<i>.release       the release it carries (x.y.z)
 *   static.<i>.member        the member that holds the text
 *   static.<i>.reason        why it could not be read
 *   static.release           the release the archives carry, when one
 *                            was read
 *   static.status            OK, OTHER_RELEASE or UNREADABLE: the first
 *                            archive that is not OK decides
 *   static.message           for a status other than OK: the sentence
 *                            for the configure, with the fix
 *
 * Returns the exit status: 0, or that of CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES
 * for an archive of another release, or that of CUDNN_STRICT_STATUS_NOT_CUDNN
 * for one that cannot be read.
 */
#ifndef CUDNN_STRICT_STATIC_CHECK_H
#define CUDNN_STRICT_STATIC_CHECK_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

CUDNN_STRICT_INTERNAL int
cudnn_strict_check_static_archives(struct cudnn_strict_writer *w,
                                   struct cudnn_strict_version header,
                                   int count, char **files);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_STATIC_CHECK_H */
