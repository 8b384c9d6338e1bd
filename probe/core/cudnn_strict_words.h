/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The sentences a configure prints before or around the probe's run: a
 * file it cannot use, an option it cannot read, a component or a static
 * archive a release lacks, a header the project compiles instead of the
 * judged one.  Each row is an id, the sentence and the fix, with named
 * placeholders (@name@) for what only the caller knows; a row's words are
 * the sentence, then " Fix: " and the fix when it has one.
 *
 * The CMake module prints many of these before any program of its own
 * exists (an option misspelled, no cuDNN file usable, a cross build with
 * no emulator), so it reads this table as data
 * (_CuDNNStrict_words in probe/Sources.cmake), as it reads the
 * sub-library list; `cudnn-strict-probe --words ID NAME=VALUE...` prints
 * the same words, and the test style.words_from_core holds the two
 * readers to one result for every row.  One row per line, in exactly this
 * form: XX(ID, "sentence", "fix"), one string literal each, escaping only
 * \" \\ and \n.
 */
#ifndef CUDNN_STRICT_WORDS_H
#define CUDNN_STRICT_WORDS_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_message.h"

/* clang-format off */
#define CUDNN_STRICT_WORDS_MAP(XX) \
  XX(TARGET_SYSTEM_UNSUPPORTED, "this build targets @system@, for which NVIDIA ships no cuDNN (cuDNN supports @supported@; the last macOS release was cuDNN 7.6).", "build for @either@, or leave find_package(CuDNNStrict) out of @system@ builds, e.g. if(CMAKE_SYSTEM_NAME STREQUAL \"Linux\" OR WIN32)") \
  XX(OPTION_INVALID, "@name@ is '@value@', which is not a valid value.\nValid values: @valid@.", "") \
  XX(OPTION_NOT_BOOLEAN, "@name@ is '@value@', which is not a valid value.\nValid values: ON, OFF (or TRUE, FALSE, YES, NO, 1, 0).", "") \
  XX(ENVIRONMENT_NOT_BOOLEAN, "the environment variable @name@ is '@value@', which is not a valid value.\nValid values: ON, OFF (or TRUE, FALSE, YES, NO, 1, 0).", "") \
  XX(LOCATIONS_EMPTY, "@name@ is empty: nothing would be searched.\nValid entries: @valid@.", "") \
  XX(LOCATION_INVALID, "@name@ holds '@entry@', which is not a valid entry.\nValid entries: @valid@.", "") \
  XX(FEATURES_SPELLING, "CUDNN_STRICT_FEATURES is '@value@': feature names are letters, digits and '_' (cudnn-strict-probe --features lists the valid ones).", "") \
  XX(FEATURE_UNKNOWN, "CUDNN_STRICT_FEATURES holds '@feature@', which is not a feature the known-bad table knows. Valid entries: @valid@.", "") \
  XX(ROOT_NOT_CUDNN_FILE, "@label@ is @root@, a file that is neither a cuDNN library nor a cuDNN header: ignored.", "set @label@ to the cuDNN install prefix (the directory that holds include/ and lib/), or to its library or header") \
  XX(CLASSIC_SEARCHED_AGAIN, "@name@ was @value@, cached by another cuDNN module: searching again, @dir@ first (-D@name@=<path> sets it yourself)", "") \
  XX(CLASSIC_SEARCHED_AGAIN_AFTER, "@name@ was @value@, cached by another cuDNN module: searching again, @named@ first, then @dir@ (-D@name@=<path> sets it yourself)", "") \
  XX(PATH_SEMICOLON, "the @what@ @path@ has ';' in its path, which CMake reads as a list separator, so no target can use it.", "install cuDNN under a path without ';'") \
  XX(PATH_BACKSLASH, "the @what@ @path@ has a backslash in its path, which CMake's path handling turns into '/'.", "install cuDNN under a path without backslashes") \
  XX(PATH_MAKE_VARIABLE, "the @what@ @path@ has '$(' in its path, which CMake passes to the build tool as a variable reference, so no build can use it.", "install cuDNN under a path without '$('") \
  XX(FILE_DANGLING, "the @what@ @path@ is a dangling symlink: its target does not exist (a removed package or alternative?)", "") \
  XX(FILE_LOOP, "the @what@ @path@ is a symlink loop", "") \
  XX(FILE_MISSING, "the @what@ @path@ does not exist", "") \
  XX(FILE_DIRECTORY, "the @what@ @path@ is a directory, not a file", "") \
  XX(FILE_UNREADABLE, "the @what@ @path@ cannot be read (@why@).", "make it readable to this user (chmod a+r), or point CuDNNStrict_ROOT at a readable install") \
  XX(FILE_EMPTY, "the @what@ @path@ is empty (0 bytes) or not a regular file (a FIFO, a socket or a device).", "reinstall cuDNN") \
  XX(LIBRARY_RELATIVE, "@what@ is @given@, a relative path: set it to an absolute path", "") \
  XX(LIBRARY_DIR_EMPTY, "@what@ is @given@, a directory that holds no cuDNN library (@wanted@), nor do its lib64, lib or other library subdirectories: set it to the library file, or to the directory that holds it", "") \
  XX(LIBRARY_NOT_FOUND, "no cuDNN library (@wanted@) was found in the searched locations (@where@): set CuDNNStrict_ROOT to the cuDNN install prefix, or CUDNN_LIBRARY to the library file", "") \
  XX(LIBRARY_NOT_FOUND_DLL, "no cuDNN DLL (@wanted@) was found in the searched locations (@where@): set CuDNNStrict_ROOT to the cuDNN install prefix (the directory holding bin/ and include/), or CUDNN_LIBRARY to the DLL", "") \
  XX(LIBRARY_WITHOUT_HEADER, "found the cuDNN @major@ library @file@ [@label@] but no cuDNN header (cudnn_version.h) in the searched locations: the runtime is installed without its development files.", "install the development files of the same release (Debian and Ubuntu: the libcudnn@major@-dev-cuda-<CUDA major> package beside libcudnn@major@-cuda-<CUDA major>; RHEL: libcudnn@major@-devel-cuda-<CUDA major>; NVIDIA's archive and the pip wheel hold both), or set CUDNN_INCLUDE_DIR to the directory that holds cudnn_version.h") \
  XX(SUBLIBRARY_OTHER_RELEASE, "the cuDNN sub-library @file@ is @real_file@, from cuDNN @release@, but libcudnn is @real@, from cuDNN @library_release@: sub-libraries of two releases fail with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH.", "reinstall cuDNN so that all its libraries come from one release") \
  XX(SUBLIBRARIES_MISSING, "the cuDNN @version@ install at @library@ lacks the sub-libraries @files@ (libcudnn loads them at run time, and fails there with \"Could not load library ...\").", "reinstall cuDNN completely, or point CuDNNStrict_ROOT at a complete install") \
  XX(SUBLIBRARIES_ELSEWHERE, "the cuDNN @version@ install at @library@ lacks sub-libraries that exist only in another directory (@list@); libcudnn loads them from its own directory, and copies from another install cause CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH.", "install the complete cuDNN in one directory") \
  XX(ADOPT_NOT_A_TARGET, "CUDNN_STRICT_ADOPT_TARGET is '@target@', which is not a target in @dir@: define it before find_package(CuDNNStrict), or unset CUDNN_STRICT_ADOPT_TARGET", "") \
  XX(ADOPT_NOT_CUDNN, "CUDNN_STRICT_ADOPT_TARGET is '@target@', which does not name an imported cuDNN library (IMPORTED_LOCATION) with the directory of cudnn_version.h or cudnn.h in its INTERFACE_INCLUDE_DIRECTORIES: name the parent's imported cuDNN library target, or unset CUDNN_STRICT_ADOPT_TARGET", "") \
  XX(GUARD_NO_PACKAGE, "cudnn_strict_add_guard(@target@): there is no CuDNNStrict::guard target: call find_package(CuDNNStrict) first, and check that it found cuDNN", "") \
  XX(GUARD_NOT_A_TARGET, "cudnn_strict_add_guard(@target@): @target@ is not a target", "") \
  XX(GUARD_TARGET_TYPE, "cudnn_strict_add_guard(@target@): @target@ is of type @type@; the guard runs in executables, shared or module libraries and static libraries", "") \
  XX(PROBE_NO_LANGUAGE, "enable the C or CXX language in the project: the probe is compiled with the host compiler", "") \
  XX(PROBE_COMPILE_FAILED, "compiling @what@ failed: @error@ (full log: @log@)", "") \
  XX(COMPILER_BROKEN, "the @lang@ compiler @compiler@ cannot build even a program without cuDNN with the flags the probe keeps from the project (CMAKE_@lang@_FLAGS: '@flags@'): @error@ (full log: @log@); fix the compiler or CMAKE_@lang@_FLAGS", "") \
  XX(READER_NO_HOST_COMPILER, "a cross build reads the cuDNN header with a program built for this machine, and no C compiler for it was found: set CUDNN_STRICT_HOST_C_COMPILER to one (cc, gcc or clang of the build machine)", "") \
  XX(READER_HOST_COMPILE_FAILED, "compiling the program that reads the cuDNN header with CUDNN_STRICT_HOST_C_COMPILER (@compiler@) failed: @error@ (full log: @log@)", "") \
  XX(RUNTIME_WRONG_PROCESSOR, "the CUDA runtime @runtime@ is built for @built_for@, but this build targets @target@.", "install the CUDA runtime for @target@ where the search looks: the toolkit's @target@ target files (targets/sbsa-linux or targets/aarch64-linux beside the host's nvcc, or JetPack's /usr/local/cuda in the target's root), or the PyPI wheels nvidia-cuda-runtime and nvidia-cuda-crt for @target@ unpacked into a directory of CMAKE_FIND_ROOT_PATH") \
  XX(RUNTIME_MISSING, "cross-compiling for @target@: found cuDNN @library@, but no CUDA runtime for @target@ (@missing@, which cudnn.h and the programs that use cuDNN need).", "install the CUDA runtime for @target@ where the search looks: the toolkit's @target@ target files (targets/sbsa-linux or targets/aarch64-linux beside the host's nvcc, or JetPack's /usr/local/cuda in the target's root), or the PyPI wheels nvidia-cuda-runtime and nvidia-cuda-crt for @target@ unpacked into a directory of CMAKE_FIND_ROOT_PATH") \
  XX(RUNTIME_MISSING_HOST_TOOLKIT, "cross-compiling for @target@: found cuDNN @library@, but no CUDA runtime for @target@ (@missing@, which cudnn.h and the programs that use cuDNN need); the CUDA toolkit found (@toolkit_version@, @toolkit_cudart@) is built for @built_for@.", "install the CUDA runtime for @target@ where the search looks: the toolkit's @target@ target files (targets/sbsa-linux or targets/aarch64-linux beside the host's nvcc, or JetPack's /usr/local/cuda in the target's root), or the PyPI wheels nvidia-cuda-runtime and nvidia-cuda-crt for @target@ unpacked into a directory of CMAKE_FIND_ROOT_PATH") \
  XX(HEADER_VERSION_REFUSED, "the cuDNN header @header@ declares version @version@: @reason@", "") \
  XX(AGREEMENT, "library @library_version@ is compatible with header @header_version@ (policy @policy@)", "") \
  XX(AGREEMENT_OTHER_CUDA_MINOR, "library @library_version@ is compatible with header @header_version@ (policy @policy@); cuDNN was built with CUDA @cudart@, the toolkit is @toolkit@", "") \
  XX(AGREEMENT_OTHER_CUDA_MINOR_CROSS, "library @library_version@ is compatible with header @header_version@ (policy @policy@); cuDNN was built with CUDA @cudart@, the CUDA runtime for @target@ is @runtime@", "") \
  XX(NOT_CHECKED, "not checked: @reason@", "") \
  XX(PROBE_NOT_RUN_CROSS, "cross-compiling without CMAKE_CROSSCOMPILING_EMULATOR: the probe cannot run on this machine", "") \
  XX(KNOWN_BAD_RELEASE, "the cuDNN library @library@ is @version@, a release with a known problem", "") \
  XX(DEPENDENCY_UNDER_WINE, "under the emulator, as it finds DLLs (PATH is WINEPATH under Wine):", "") \
  XX(PROBE_CHECKING, "Checking that cuDNN @library@ can run code built with @header@", "") \
  XX(PROBE_STOPPED, "the probe that checks @library@ did not finish (exit status: @exit@; @stderr@): the library may be corrupt or crash when loaded", "") \
  XX(PROBE_STOPPED_UNDER_WINE, "the probe that checks @library@ did not finish under the emulator @emulator@ (exit status: @exit@; @stderr@): a DLL cuDNN loads (a sub-library DLL, cuBLAS, zlibwapi.dll) is missing where Windows looks (cuDNN's directory, the program's directory, PATH) or the emulator cannot run it; the library was not checked.", "put every DLL of the cuDNN release beside its main DLL and the DLLs it opens (cuBLAS, zlibwapi.dll) in a directory on PATH (WINEPATH under Wine), then re-run CMake; cudnn-strict-probe.exe on Windows checks the same without an emulator") \
  XX(PROBE_STOPPED_UNDER_EMULATOR, "the probe that checks @library@ did not finish under the emulator @emulator@ (exit status: @exit@; @stderr@): a library cuDNN loads (libz.so.1, libstdc++.so.6, a sub-library) is missing for @target@ or the emulator cannot run it; the library was not checked.", "make the @target@ libraries cuDNN needs visible to the emulator (Debian: dpkg --add-architecture arm64 and apt-get install zlib1g:arm64 libstdc++6:arm64 for aarch64; or the target's root as qemu's -L or QEMU_LD_PREFIX), then re-run CMake; cudnn-strict-probe on the target checks the same without an emulator") \
  XX(LIBRARY_NOT_LOADABLE_UNDER_EMULATOR, "the cuDNN library @library@ cannot be loaded under the emulator @emulator@: @reason@; the library was not checked.", "make the @target@ libraries cuDNN needs visible to the emulator (Debian: dpkg --add-architecture arm64 and apt-get install zlib1g:arm64 libstdc++6:arm64 for aarch64; or the target's root as qemu's -L or QEMU_LD_PREFIX), then re-run CMake; cudnn-strict-probe on the target checks the same without an emulator") \
  XX(LIBRARY_NOT_LOADABLE, "the cuDNN library @library@ cannot be loaded: @reason@", "") \
  XX(LIBRARY_NOT_CUDNN, "the library @library@ is not a usable cuDNN: @reason@", "") \
  XX(GPU_CHECK_OFF, "CUDNN_STRICT_GPU_CHECK is OFF", "") \
  XX(GPU_CHECK_NOT_RUN_FIX, "set CMAKE_CROSSCOMPILING_EMULATOR to a way of running target programs", "") \
  XX(GPU_CHECK_ON_TARGET, "@reason@; cross-compiling: the GPU check runs on the target, with cudnn-strict-probe", "") \
  XX(GPU_CHECK_ON_TARGET_FIX, "run cudnn-strict-probe --gpu-check require on the target", "") \
  XX(GPU_CHECK_PROBE_STOPPED, "cudnn-strict-probe stopped", "") \
  XX(GPU_CHECK_STOPPED, "@reason@ (exit status: @exit@; last report line: @last@)", "") \
  XX(GPU_CHECK_STOPPED_SAYING, "@reason@ (exit status: @exit@; @stderr@; last report line: @last@)", "") \
  XX(GPU_FAILED_AFTER_AGREEMENT, "the versions agree, but the GPU check failed", "") \
  XX(GPU_FAILED_UNCHECKED, "not checked: @reason@; and the GPU check failed", "") \
  XX(NO_GPU_AFTER_AGREEMENT, "the versions agree, but no usable GPU (CUDNN_STRICT_GPU_CHECK is REQUIRE)", "") \
  XX(NO_GPU_UNCHECKED, "not checked: @reason@; and no usable GPU (CUDNN_STRICT_GPU_CHECK is REQUIRE)", "") \
  XX(GPU_CHECK_FAILED, "the cuDNN GPU check failed: @reason@.", "@fix@.") \
  XX(GPU_CHECK_FAILED_NO_FIX, "the cuDNN GPU check failed: @reason@.", "") \
  XX(GPU_CHECK_REQUIRED, "CUDNN_STRICT_GPU_CHECK is REQUIRE but the cuDNN GPU check could not run: @reason@.", "@fix@, or set CUDNN_STRICT_GPU_CHECK=AUTO where no GPU is expected.") \
  XX(GPU_CHECK_REQUIRED_NO_FIX, "CUDNN_STRICT_GPU_CHECK is REQUIRE but the cuDNN GPU check could not run: @reason@.", "set CUDNN_STRICT_GPU_CHECK=AUTO where no GPU is expected.") \
  XX(COMPONENT_UNKNOWN, "'@component@' is not a cuDNN component.", "name sub-libraries in COMPONENTS and OPTIONAL_COMPONENTS, from: @valid@") \
  XX(COMPONENTS_LACKING, "the project requires the cuDNN components @lacking@, which the cuDNN @version@ install at @library@ does not have.", "install a cuDNN release that ships them, or move them to OPTIONAL_COMPONENTS") \
  XX(COMPONENTS_LACKING_JIT, "the project requires the cuDNN components @lacking@, which the cuDNN @version@ install at @library@ (the JIT flavour, which ships @ships@ alone) does not have.", "install the full cuDNN @version@ (the nvidia-cudnn-cu<CUDA major> wheel, not nvidia-cudnn-jit-cu<CUDA major>), or move them to OPTIONAL_COMPONENTS") \
  XX(STATIC_NOT_ON_WINDOWS, "static cuDNN archives are looked for on Linux only", "") \
  XX(STATIC_RELEASE_UNKNOWN, "CuDNNStrict knows no static archives of cuDNN @version@", "") \
  XX(STATIC_NO_SINGLE_ARCHIVE, "the cuDNN @version@ install in @dir@ has no static archive (libcudnn_static.a, which cuDNN before 8.3 ships; pip wheels and conda packages have none).", "install cuDNN @version@ from NVIDIA's tar archive, or leave out the component static") \
  XX(STATIC_NO_ARCHIVES, "the cuDNN @version@ install in @dir@ has no static archives (libcudnn_<name>_static.a; pip wheels and conda packages have none).", "install cuDNN @version@ from NVIDIA's tar archive or Debian's libcudnn@major@-static package, or leave out the component static") \
  XX(STATIC_ARCHIVES_LACKING, "the cuDNN @version@ install in @dir@ lacks the static archives @lacking@, which a static link of its release needs.", "reinstall cuDNN @version@ completely, or leave out the component static") \
  XX(STATIC_NEEDS_MISSING, "the static archives of cuDNN @version@ in @dir@ need @missing@, which neither FindCUDAToolkit's targets, the toolkit's library directory nor that directory has.", "install the CUDA toolkit's static libraries (CUDAToolkit_ROOT names the toolkit), or leave out the component static") \
  XX(STATIC_COMPONENT_ABSENT, "no CuDNNStrict::cudnn_static: @problem@", "") \
  XX(HEADER_CHECK_UNDEFINED, "the @name@ this target compiles does not define CUDNN_MAJOR, CUDNN_MINOR and CUDNN_PATCHLEVEL, unlike the cuDNN @version@ header that CMake judged against the library (@header@): a directory before @dir@ in its include directories holds another file of that name.", "put @dir@ first (target_include_directories(<target> BEFORE PRIVATE @dir@)).") \
  XX(HEADER_CHECK_OTHER, "this target compiles the @name@ of another cuDNN release than the cuDNN @version@ header that CMake judged against the library (@header@): a directory before @dir@ in its include directories holds one.", "put @dir@ first (target_include_directories(<target> BEFORE PRIVATE @dir@)).") \
  XX(HEADER_CHECK_OTHER_CUDA, "this target compiles the @name@ of another cuDNN release than the cuDNN @version@ header that CMake judged against the library (@header@): a directory before @dir@ in its include directories holds one.", "set_target_properties(<target> PROPERTIES NO_SYSTEM_FROM_IMPORTED ON) (nvcc searches its own -I of the toolkit's include directory before an imported target's -isystem), and list @dir@ before any other directory that holds cudnn_version.h.") \
  XX(HEADER_CHECK_RELEASE, "this target compiles @files@ (cuDNN @other_version@), not the cuDNN @version@ header that CMake judged against the library (@header@): @dirs@ comes before @dir@ in its include directories.", "put @dir@ first (target_include_directories(<target> BEFORE PRIVATE @dir@)).") \
  XX(HEADER_CHECK_RELEASE_CUDA, "this target compiles @files@ (cuDNN @other_version@), not the cuDNN @version@ header that CMake judged against the library (@header@): @dirs@ comes before @dir@ in its include directories.", "set_target_properties(<target> PROPERTIES NO_SYSTEM_FROM_IMPORTED ON) (nvcc searches its own -I of the toolkit's include directory before an imported target's -isystem), and list @dir@ before any other directory that holds cudnn_version.h.") \
  XX(OTHER_HEADER_IN_PATH, "@dir@, in this project's include path, holds cuDNN @other_version@'s header @file@, not the cuDNN @version@ header judged against the library (@header@). A target that lists @dir@ before @judged_dir@ compiles cuDNN @other_version@'s declarations: targets that link CuDNNStrict::cudnn stop at build time; a target that takes CuDNNStrict_INCLUDE_DIRS instead is stopped when it adds the file in CuDNNStrict_HEADER_CHECK to its sources.", "list @judged_dir@ first (include_directories(BEFORE @judged_dir@)).") \
  XX(OTHER_HEADER_IN_PATH_UNCHECKED, "@dir@, in this project's include path, holds cuDNN @other_version@'s header @file@, not the cuDNN @version@ header judged against the library (@header@). A target that lists @dir@ before @judged_dir@ compiles cuDNN @other_version@'s declarations: no target is checked at build time: the project enabled none of C, CXX and CUDA.", "list @judged_dir@ first (include_directories(BEFORE @judged_dir@)).") \
  XX(HEADER_NO_VERSION_MACRO, "found @files@ but none of them defines CUDNN_MAJOR: the version header is truncated, damaged or not cuDNN's.", "reinstall cuDNN") \
  XX(HEADER_NO_VERSION_HEADER, "found @files@ but no header there defines CUDNN_MAJOR (cuDNN 8 and newer keep it in cudnn_version.h, which is missing)", "") \
  XX(SUBLIBRARY_FILES_UNREAD, "the program that reads cuDNN's files (@command@) gave no answer on the sub-libraries beside @library@, so their releases were not compared.", "configure in a new build tree; if it fails again, that program is damaged: reinstall CuDNNStrict") \
  XX(HEADER_READER_FAILED, "the program that reads the cuDNN headers in @dir@ failed (@command@: exit status @status@; @error@)", "") \
  XX(HEADER_UNUSABLE, "the cuDNN header @file@ cannot be read", "") \
  XX(HEADER_DIR_RELATIVE, "@what@ is @given@, a relative path: set it to an absolute path", "") \
  XX(HEADER_DIR_IS_FILE, "@what@ is @given@, which is a file: set it to the directory that holds cudnn_version.h (or cudnn.h for cuDNN 7 and older)", "") \
  XX(HEADER_DIR_MISSING, "@what@ is @given@, which does not exist", "") \
  XX(HEADER_DIR_EMPTY, "@what@ is @given@, which holds no cudnn_version.h or cudnn.h, nor does its include subdirectory: set it to the directory that holds the header, or to the install prefix above it", "") \
  XX(HEADER_NOT_FOUND, "no cuDNN header (cudnn_version.h or cudnn.h) was found in the searched locations (@where@): set CuDNNStrict_ROOT to the cuDNN install prefix, or CUDNN_INCLUDE_DIR to its include directory", "") \
  XX(SUMMARY_JIT, "@sublibraries@ (the JIT flavour)", "") \
  XX(SUMMARY_NOT_SHIPPED, "@sublibraries@; not shipped by @version@: @names@", "") \
  XX(SUMMARY_ONE_LIBRARY, "none (cuDNN @major@ is one library)", "") \
  XX(SUMMARY_IGNORED, "@ignored@: the compiler never reads them", "") \
  XX(SUMMARY_REPLACED, "@replaced@ (cached by another cuDNN module)", "") \
  XX(SUMMARY_OTHER_HEADER, "@file@ (cuDNN @other_version@): a target that finds it first does not build", "") \
  XX(NOT_AN_ELF_FILE, "no processor (it is not an ELF file)", "") \
  XX(DLL_NO_PE_SIGNATURE, "the cuDNN library @file@ is not a DLL (its PE signature is missing).", "reinstall cuDNN, or set CUDNN_LIBRARY to the real cudnn64_<major>.dll") \
  XX(DLL_NO_PE_HEADER, "the cuDNN library @file@ is not a DLL (it has no PE header: a text file or a damaged download?).", "reinstall cuDNN, or set CUDNN_LIBRARY to the real cudnn64_<major>.dll") \
  XX(LIBRARY_WRONG_PROCESSOR, "the cuDNN library @file@ is built for @built_for@, but this build targets @target@.", "install the cuDNN for @target@, or set CUDNN_LIBRARY to it") \
  XX(DLL_NO_IMPORT_LIBRARY, "the cuDNN install of @dll@ has no import library (@lib@ under the lib directory beside its bin directory), which the @linker@ linker needs to link it.", "install a cuDNN that ships one (NVIDIA's installer or archive, or the nvidia-cudnn-cu12 wheel's lib/x64), or build with MinGW, whose linker reads the DLL itself") \
  XX(OPTIONAL_REFUSED, "this project builds without cuDNN (find_package(CuDNNStrict) without REQUIRED), which was found and refused: @failure@", "")
/* clang-format on */

#ifdef __cplusplus
extern "C" {
#endif

enum cudnn_strict_words_id {
#define CUDNN_STRICT_WORDS_ENUM(id, sentence, fix) CUDNN_STRICT_WORDS_##id,
  CUDNN_STRICT_WORDS_MAP(CUDNN_STRICT_WORDS_ENUM)
#undef CUDNN_STRICT_WORDS_ENUM
      CUDNN_STRICT_WORDS_COUNT
};

/* The id named `name` (as the table spells it), or -1. */
CUDNN_STRICT_INTERNAL int cudnn_strict_words_find(const char *name);

/* The table's name of `id`. */
CUDNN_STRICT_INTERNAL const char *cudnn_strict_words_name(int id);

/* Appends the words of `id` (the sentence, then " Fix: " and the fix when
   the row has one) with each @name@ replaced by the value of the
   `count` assignments "name=value".  Returns 0 and sets `*missing` to the
   first placeholder no assignment gives (the text then stops before it),
   else returns 1. */
CUDNN_STRICT_INTERNAL int cudnn_strict_words_format(struct cudnn_strict_text *t,
                                                    int id, int count,
                                                    char *const *assignments,
                                                    const char **missing);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_WORDS_H */
