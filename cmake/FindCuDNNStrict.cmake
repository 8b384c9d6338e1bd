# Distributed under the OSI-approved BSD 3-Clause License.

# The reference below is a "#.rst:" block of line comments, which CMake's
# documentation tools read as they read a bracket comment: CMake lexes a
# bracket comment this long some 20 million instructions slower (about
# 4 ms of every configure; docs/benchmarks.md).

#.rst:
# FindCuDNNStrict
# ---------------
#
# Finds NVIDIA cuDNN, reads its version the way the C preprocessor does, and
# proves at configure time that the cuDNN header, the cuDNN library and the
# CUDA runtime agree, so that a version mismatch is a configure error with a
# clear message instead of a crash in production.
#
# .. code-block:: cmake
#
#   find_package(CuDNNStrict [<version> | <min>...<max>] [EXACT] [REQUIRED] [QUIET]
#                [COMPONENTS <name>...] [OPTIONAL_COMPONENTS <name>...])
#
# Components
# ^^^^^^^^^^
#
# One per cuDNN sub-library: ``graph``, ``ops``, ``cnn``, ``adv``,
# ``engines_precompiled``, ``engines_runtime_compiled``, ``heuristic``,
# ``engines_tensor_ir``, ``ext`` (cuDNN 9), and ``ops_infer``,
# ``ops_train``, ``cnn_infer``, ``cnn_train``, ``adv_infer``, ``adv_train``
# (cuDNN 8).  Without ``COMPONENTS`` the package requires what the found
# release ships in its flavour, read from the release and from the C core's
# list of which releases ship which sub-library
# (``probe/base/cudnn_strict_sublibraries.h``, measured on every wheel on
# PyPI): cuDNN 9.20 names ``engines_tensor_ir`` and ships it only from 9.21
# on, ``ext`` from 9.22 on; the JIT flavour (``nvidia-cudnn-jit-cu13``, under
# ``site-packages/nvidia/cudnn_jit``) ships ``libcudnn``, ``graph`` and
# ``engines_runtime_compiled`` alone.  A name the release does not ship is
# no fault (the summary says "not shipped by <release>"); a file of it beside
# ``libcudnn`` is another release's, and refused.  Every sub-library must be
# of ``libcudnn``'s release: ``graph``, ``ops``, ``cnn``, ``adv`` and ``ext``
# by cuDNN's own version checks, the engines by the release their file
# carries (cuDNN's assertion text ``cudnn_version != (M * 10000 + m * 100 +
# p)``), ``heuristic`` by its release's version code where its x86-64 code
# keeps its own (a comparison's operand, or the low half of a 64-bit
# constant; an aarch64 one is not told apart).  On the x86_64 releases the
# test suite reads (9.1.0, 9.12.0, 9.19.0, 9.20.0, 9.23.1, 9.28.1 and the
# JIT flavour's 9.27.0), each of these files put into each other release
# that ships it is told: 30 swaps of ``engines_precompiled``, 42 of
# ``engines_runtime_compiled``, 30 of ``heuristic``, 2 of
# ``engines_tensor_ir``, and each file tells its own release.
# A component that the found install lacks sets ``CuDNNStrict_<name>_FOUND``
# false; a required one fails the search with the reason.
#
# The component ``static`` asks for the release's static archives (see
# ``CuDNNStrict::cudnn_static``).  ``COMPONENTS static`` fails the search when
# an archive or a library they need is missing, or when an archive is of
# another release than the header (the probe reads the release from the
# archives' members); ``OPTIONAL_COMPONENTS static`` says so in
# a one-line warning.  A project that does not ask gets the static targets
# where the archives are complete, and hears nothing otherwise.
#
# Search order
# ^^^^^^^^^^^^
#
# The first directory that holds a cuDNN version header wins, then the first
# that holds ``libcudnn`` (header and library may come from different
# installs: the agreement check below catches a bad pair).
#
# 1. ``CUDNN_INCLUDE_DIR`` and ``CUDNN_LIBRARY``, when set (CMake variables,
#    else environment variables; see Hints).
# 2. The directories of ``CUDNN_STRICT_ADOPT_TARGET``; the directories of the
#    cache entries another cuDNN module left (see Cache Variables), here
#    unless a root or hint below was named as a cache entry or in the
#    environment; ``CUDNN_INCLUDE_PATH`` (for the header) and
#    ``CUDNN_LIBRARY_PATH`` and ``cudnn_LIBRARY`` (for the library); the
#    prefixes ``CuDNNStrict_ROOT``, ``CUDNN_ROOT``, ``CUDNN_ROOT_DIR``,
#    ``CUDNN_PATH``, ``CUDNN_HOME``, each as a CMake variable first and then
#    as an environment variable; the other cuDNN module's directories here
#    when a root or hint was named; then the entries of
#    ``CMAKE_PREFIX_PATH`` (the variable, then the environment variable).
# 3. The CUDA toolkit's include and library directories
#    (``find_package(CUDAToolkit)``), then ``$CONDA_PREFIX``, then the pip
#    layouts ``site-packages/nvidia/cudnn/{include,lib}`` (the wheel
#    ``nvidia-cudnn-cu<N>``) and ``site-packages/nvidia/cudnn_jit/{include,lib}``
#    (``nvidia-cudnn-jit-cu<N>``) of the site directories (``purelib``,
#    ``platlib``, user site) of one Python, the first of: ``Python_EXECUTABLE``,
#    ``Python3_EXECUTABLE``, the activated virtual environment's
#    (``$VIRTUAL_ENV/bin/python``; ``Scripts/python.exe`` on Windows), the
#    active conda environment's (``$CONDA_PREFIX/bin/python``;
#    ``python.exe`` on Windows), then ``python3`` or ``python`` in the first
#    ``PATH`` directory that holds either.  The answer is cached per
#    interpreter; another interpreter (a virtual environment activated
#    since) is asked again and the search repeated.
# 4. System directories: ``/usr/local/cuda``, ``/usr/local/cuda-*``,
#    ``/opt/cuda``, ``/usr/local``, ``/usr``, ``/``, with Debian/Ubuntu multiarch
#    subdirectories (``include/<triplet>``, ``lib/<triplet>``) and the
#    toolkit's ``targets/<arch>-linux`` (``targets/sbsa-linux`` too for 64-bit
#    Arm).
#
# Each location is searched with ``find_path`` and ``find_library``
# (``NO_CACHE``), so CMake's search controls apply: ``CMAKE_FIND_ROOT_PATH``,
# ``CMAKE_SYSROOT`` and ``CMAKE_FIND_ROOT_PATH_MODE_INCLUDE``/``_LIBRARY``
# re-root every location (a cross build searches the target's root),
# ``CMAKE_IGNORE_PATH`` skips directories and ``CMAKE_IGNORE_PREFIX_PATH``
# install prefixes, and ``CMAKE_FIND_USE_PACKAGE_ROOT_PATH``,
# ``CMAKE_FIND_USE_CMAKE_PATH``, ``CMAKE_FIND_USE_CMAKE_ENVIRONMENT_PATH`` and
# ``CMAKE_FIND_USE_CMAKE_SYSTEM_PATH`` turn off ``CuDNNStrict_ROOT``,
# ``CMAKE_PREFIX_PATH``, ``$ENV{CMAKE_PREFIX_PATH}`` and the system
# directories.
#
# Within a directory, the version header is ``cudnn_version.h`` (cuDNN 8+),
# then Debian's ``cudnn_version_v<N>.h``, then ``cudnn.h`` and ``cudnn_v<N>.h``
# (cuDNN 7 and older keep the version there); the library is
# ``libcudnn.so.<major>`` (pip and Debian ship only that), then ``libcudnn.so``,
# then any other ``libcudnn.so.*``.  Symlinks are followed; a dangling link, a
# symlink loop, a directory, an empty, unreadable or special file named like
# the header or a library, a library that is not ELF or is built for another
# processor, a header that defines a version macro two ways that a build can
# reach (a redefinition, or alternatives under ``#ifdef`` and other conditions
# the build's flags decide), and a path with ``;``, a backslash or ``$(``
# (which CMake cannot carry) are errors naming the file.  Definitions no build
# reaches (in a comment, under ``#if 0``) are named in the summary and
# otherwise ignored, as the compiler ignores them.
#
# On Windows targets (``WIN32``, cross-compiling included) each prefix is
# searched in the layouts of cuDNN for Windows: ``bin`` (the DLL,
# ``cudnn64_<major>.dll``, what ``CUDNN_LIBRARY`` names and the probe loads),
# ``include`` and ``lib/x64`` or ``lib`` (the import library), nested under
# a CUDA version (``bin/12.4/x64``) as NVIDIA's installer lays them out, or
# under ``Library/`` as conda does; the pip wheel's ``nvidia/cudnn/bin``;
# the toolkit's ``bin``; then ``<ProgramFiles>/NVIDIA/CUDNN/v*`` and
# ``CUDA_PATH``.  Sub-libraries are ``cudnn_<name>64_<major>.dll``.  A target
# system other than Linux and Windows stops the configure at once.
#
# Hints
# ^^^^^
#
# An option given a value it does not take is a configure error that lists
# the valid ones.
#
# ``CUDNN_INCLUDE_DIR``, ``CUDNN_LIBRARY``
#   The header's directory and the library, taken as they are instead of
#   searching (CMake variables, else environment variables, which PyTorch's
#   build reads too).  ``CUDNN_INCLUDE_DIR`` is the directory that holds the
#   version header or an install prefix whose ``include`` holds it.
#   ``CUDNN_LIBRARY`` is the library file, or a directory (what PyTorch's
#   ``CUDNN_LIB_DIR`` becomes) searched with ``find_library``: the directory
#   itself, then as an install prefix (``lib64``, ``lib``...).  A path that
#   is relative, missing, or a directory without cuDNN is an error naming it.
#
# ``CUDNN_INCLUDE_PATH``, ``CUDNN_LIBRARY_PATH``, ``cudnn_LIBRARY``
#   Directories to search first for the header and for the library, the
#   names classic cuDNN modules (cudnn-frontend's, PyTorch's) take; a
#   library file given as ``CUDNN_LIBRARY_PATH`` names its directory (CMake
#   variables or environment variables, the CMake variable searched first).
#   ``cudnn_LIBRARY`` is the library file ONNX Runtime's module names (a
#   CMake variable only); its directory is searched.
#
# ``CuDNNStrict_ROOT``, ``CUDNN_ROOT``, ``CUDNN_ROOT_DIR``, ``CUDNN_PATH``, ``CUDNN_HOME``
#   Install prefixes to search next (CMake variables or environment
#   variables; a CMake variable is searched before the environment).  A
#   root that names the library file (``<wheel>/lib/libcudnn.so.9``) or a
#   header is searched as its directory and the prefix above it; one that
#   names an include directory (as MXNet and Caffe take ``CUDNN_ROOT``) as
#   that directory for the header and the prefix above it for the library.
#   A root that names any other file is ignored with a warning that names
#   it.
#
# A root or hint given as a cache entry (``-D``, a preset, ``cmake-gui``) or
# as an environment variable is a decision for this build directory: it
# beats the entries a classic module left there (see Cache Variables).  One
# the project's code sets as a variable is its default: the build
# directory's cuDNN stays.
#
# ``CUDNN_STRICT_ADOPT_TARGET``
#   A cuDNN library target the calling project already defined (an integrated
#   build: the parent found cuDNN its own way, e.g. ``CUDNN::cudnn``): the
#   directory of its ``IMPORTED_LOCATION`` and the first of its
#   ``INTERFACE_INCLUDE_DIRECTORIES`` that holds a cuDNN header are searched
#   first, so that the checks judge the cuDNN the parent links.
#
# ``CUDNN_STRICT_SEARCH_LOCATIONS``
#   The locations to search, in the order given, from
#   ``ROOT;TOOLKIT;CONDA;PIP;SYSTEM`` (default: all, in that order; ``ROOT``
#   is step 2 of the search order).  ``PIP;ROOT;TOOLKIT;CONDA;SYSTEM`` puts
#   the pip wheel first, as ONNX Runtime searches its Python's
#   ``nvidia/cudnn`` before the toolkit.
#   ``CUDNN_INCLUDE_DIR``/``CUDNN_LIBRARY`` set by the user are always
#   honoured.
#
# ``CUDNN_STRICT_POLICY``
#   Which libraries may run code built with the found header.
#   ``COMPATIBLE`` (default): same major; from cuDNN 7 on the library's minor
#   may be equal or newer, before 7 it must be equal; the patch level is free
#   (the rule of TensorFlow, PyTorch and XLA).  ``SAME_MINOR``: same major and
#   minor.  ``EXACT``: same major, minor and patch.
#
# ``CUDNN_STRICT_GUARD_ACTION``
#   What the runtime guard (``CuDNNStrict::guard``) does when the cuDNN a
#   process loads cannot run what was built: ``ABORT`` (default) prints why
#   and ends the process, before ``main``, with exit status 78; ``WARN``
#   prints why and lets it run.
#
# ``CUDNN_STRICT_GUARD`` (environment variable, read when the program starts)
#   ``off``, ``warn``, ``abort`` or ``verbose``: overrides
#   ``CUDNN_STRICT_GUARD_ACTION`` for one run; ``off`` skips the start-up
#   check, and ``verbose`` prints one line on stderr when the check passes,
#   naming the loaded file and version.  A set-user-ID program ignores it
#   (and ``LD_LIBRARY_PATH``, as the loader does).
#
# ``CUDNN_STRICT_GUARD_PATHS``
#   ``ON`` (default): the guard and the note it places in each binary carry
#   the directory of the cuDNN the build used and the directories the
#   configure searched, where the guard's fix and ``--check-binary`` look
#   for a compatible copy.  ``OFF``: no path of the build machine goes into
#   the binary (for reproducible builds, or a machine whose paths are
#   private); the fix then searches the deployment machine's conventional
#   places only.
#
# ``CUDNN_STRICT_FEATURES``
#   What the project uses, for the known-bad table: a list of
#   ``conv3d_half``, ``conv3d_tf32``, ``runtime_fusion``, ``block_scale``,
#   ``mxfp8_attention``, ``sdpa_cuda_graphs``, or ``none``.  A release known
#   to compute wrong results for a listed feature is refused (configure,
#   guard, ``--check-binary``); problems of other features are not mentioned.
#   Unset (default): each such problem of the found release is a warning.
#   The probe validates the names and lists the valid ones.
#
# ``CUDNN_STRICT_FORCE_CHECK``
#   When true, the probe is compiled and run at every configure even if
#   nothing it depends on changed, and no findings are replayed.
#
# ``CUDNN_STRICT_PROBE_CACHE`` (CMake variable or environment variable)
#   ``ON`` (default) keeps what a configure compiles (the header reader and
#   the checks program) in ``$XDG_CACHE_HOME/cudnn-strict`` (else
#   ``~/.cache/cudnn-strict``), shared by the user's build trees; ``OFF`` in
#   either place compiles in the build tree only.  A cache directory that
#   cannot be written only means no sharing.  See Agreement check.
#
# ``CUDNN_STRICT_HOST_C_COMPILER``
#   The C compiler of the build machine, with which a cross build compiles
#   the program that reads the cuDNN header (it reads files and runs
#   nothing, so it runs here whatever the target).  Default: ``cc``, else
#   ``gcc`` or ``clang``, found on ``PATH`` outside ``CMAKE_FIND_ROOT_PATH``.
#   Without one, the reader is built for the target and run under
#   ``CMAKE_CROSSCOMPILING_EMULATOR``; without that too, the configure fails
#   saying so.
#
# ``CUDNN_STRICT_GPU_CHECK``
#   Whether to run cuDNN on the local GPU at configure time (see below).
#   ``AUTO`` (default): run it when a GPU can be used, skip it with the reason
#   on a machine without an NVIDIA driver or without a visible GPU.
#   ``REQUIRE``: no usable GPU is an error too (for GPU CI runners).  ``OFF``:
#   do not run it.
#
# ``CUDNN_STRICT_GPU_CHECK_TIMEOUT`` (environment variable, read by the probe)
#   Seconds the GPU check may take, a whole number below 86400 (default, and
#   for any other value: 200).  The check runs in a child process; one that
#   has not finished by then is stopped and fails the check as a hang (under
#   ``AUTO`` and ``REQUIRE`` alike).  The configure stops the probe as a whole
#   after 300 s, so a longer time helps ``cudnn-strict-probe`` run by hand.
#
# Agreement check
# ^^^^^^^^^^^^^^^
#
# The found header is read as text, with the preprocessor's rules, by the C
# core's one reader of headers (``probe/binary/cudnn_strict_header_file.c``,
# ``cudnn-strict-probe --header-facts``): its version, the version macros
# it never defines, a version macro defined in more than one way that some
# build reaches (a redefinition, or alternatives under a condition on a
# macro the header does not define itself, which the build's flags decide),
# a macro redefined with another value, and the definitions no build reads
# (in comments, under ``#if 0``), which the summary names.  A small C
# program (``probe/``) answers that first, then reads the same header the
# same way and runs against the found library.  The program holds only what a
# configure runs: not ``--check-binary``, and not the GPU check's code where
# there is no NVIDIA driver, no GPU device node and no CUDA library on
# ``LD_LIBRARY_PATH``.  It is compiled once per user and machine, whatever
# the header (a cross build also compiles a reader of a few hundred lines
# for the build machine), and kept in a content-addressed cache
# (``CUDNN_STRICT_PROBE_CACHE``), keyed by the compiler, its flags, the probe
# sources and the CUDA toolkit; an entry that is not the user's alone, is a
# symbolic link, or whose files do not match their recorded SHA-256 or inputs
# is rebuilt, never used.  The installed package runs its own
# ``cudnn-strict-probe`` and compiles nothing.  The program is compiled
# as C99 (or C++11) with the compiler's default warnings,
# whatever ``CMAKE_C_STANDARD`` the project chose: of ``CMAKE_C_FLAGS`` it keeps
# what the target needs and drops ``-W...`` (not ``-Wl,``), ``-pedantic...``,
# ``-ansi``, ``-std=...`` and ``-g...``.  When it does not compile, a program without
# cuDNN is compiled the same way, so that the error blames the compiler and
# its flags when that one fails too.  It
# reports the version the header's text gives, the
# library's own ``cudnnGetVersion()`` and ``cudnnGetCudartVersion()``, the real
# path of the file the loader mapped, and the verdict of the compatibility
# rule.  The module fails (``FATAL_ERROR`` under ``REQUIRED``; otherwise
# ``CuDNNStrict_FOUND`` is false, the standard line says
# ``Could NOT find CuDNNStrict (refused: <header> and <library>)`` with the
# reason, and, unless ``QUIET``, a warning says that the project builds
# without cuDNN, and why) when the library cannot
# run code built with the header, when it is not a cuDNN at all, when
# cuDNN was built for another CUDA major than the toolkit's, or when it is a
# release the known-bad table refuses (warnings for the table's other
# entries that concern the release); the error then names a compatible library
# this machine holds (``-DCUDNN_LIBRARY=...``), or what to install.  The report is
# cached under a fingerprint of the header's contents, the size and time of
# the library, sub-library and CUDA runtime files, the probe sources, the
# options, the compiler, ``LD_LIBRARY_PATH``, ``LD_PRELOAD`` (and the files
# it names), the settings that change what cuDNN computes or loads
# (``NVIDIA_TF32_OVERRIDE``, ``CUDNN_FORWARD_COMPAT_DISABLE``,
# ``CUDNN_LIB_CONFIG``) and the NVIDIA driver: a configure
# that does the work while these are unchanged runs no checks.  What a run
# of the checks reported is also kept in the per-user cache, under that
# fingerprint and what the program was built from: another build tree of
# the user's with the same inputs takes it from there instead of loading
# cuDNN again.  A
# configure that found cuDNN and printed no warning also
# keeps its findings (result variables, targets, summary) in the build tree
# (``CMakeFiles/CuDNNStrict``): the next one replays them, without reading
# the rest of the module, while the variables and cache entries the module
# reads, the environment, the header's contents, the size and time of the
# ``libcudnn*`` files (and where a symbolic link leads, the file there
# measured: a link into a store keeps its text when the store's file is
# replaced) and of the module's and the probe's own files, and the
# directories the search may name are the same.  A file replaced by one of
# the same size and time to the microsecond (``cp -p`` of an equal-sized
# build) is not seen: the change time would tell, but CMake reads no change
# time, and a ``stat`` process costs about 3 ms, more than the replay's
# own checks, at every re-configure.  ``CUDNN_STRICT_FORCE_CHECK`` asks again.
# The site directories of the Python that the ``PIP`` location asks are
# kept per interpreter: its path, the file it leads to with its size and
# time, and its environment's ``pyvenv.cfg``.  When
# cross-compiling, the probe is compiled against the target's CUDA runtime
# (the toolkit's when its ``libcudart`` is built for the target, else one
# found in the target's root; none is an error saying what to install) and
# runs through ``CMAKE_CROSSCOMPILING_EMULATOR``, loading cuDNN in its own
# process; a probe that stops there, or a library that does not load, is
# reported as a library the emulator lacks for the target and not cached.
# Without an emulator the header is still read, by the reader built for the
# build machine (``CUDNN_STRICT_HOST_C_COMPILER``), and the library is not
# checked: the check line, the summary,
# ``CuDNNStrict_LIBRARY_CHECK`` and the guard's
# ``CUDNN_STRICT_CONFIG_LIBRARY_CHECKED`` say so, with the reason.
#
# GPU check
# ^^^^^^^^^
#
# The same probe program then runs cuDNN's legacy convolution API on every
# GPU the CUDA runtime sees (``CUDA_VISIBLE_DEVICES`` applies): small
# deterministic tensors with padding, stride and dilation, every forward
# algorithm cuDNN offers in FP32 (TF32 off and, from compute capability 8.0,
# on), FP16 and BF16 where the GPU has them, and backward data and filter in
# FP32, each element compared with a CPU reference under an error bound
# computed from the data (the products that make it, the roundoff of each
# precision involved, the growth of FFT and Winograd transforms).  It runs in a
# child process, so that an abort, a crash or a hang is named as such.
# The probe links the shared CUDA runtime, so the library search path picks
# ``libcudart`` as it does for the application.  A machine without an NVIDIA
# driver (``cudaDriverGetVersion`` gives 0, or the toolkit's stub
# ``libcuda.so``), without a visible GPU, or whose GPUs are all busy skips the
# check (an error under ``REQUIRE``).  A GPU that is there but cannot be used
# fails it: a driver older than the CUDA runtime or not ready, a compute
# capability this cuDNN release does not support (a newer one runs in
# forward-compatibility mode with cuDNN 9 for CUDA 12 and later),
# ``cudnnCreate`` failing, a cuDNN status other than "declines the case", no
# kernel image, a failed execution, no algorithm for a data type the GPU must
# run, or a result off the reference.  Under ``AUTO`` one passing GPU passes
# the check, and the reason names the failing ones.  The error
# names the device, the algorithm and data type, the cuDNN status or the worst
# error, and the likely fix.  Cross-compiling without
# ``CMAKE_CROSSCOMPILING_EMULATOR`` skips it.  The result is cached with the
# agreement check (the fingerprint covers the driver, the GPUs, the CUDA
# runtime files and ``CUDA_VISIBLE_DEVICES``).  ``cudnn-strict-probe``, built
# from ``probe/``, runs the same checks on a machine without CMake.
#
# Imported Targets
# ^^^^^^^^^^^^^^^^
#
# ``CuDNNStrict::cudnn``
#   The cuDNN library with its include directories (and ``CUDA::toolkit``'s,
#   since ``cudnn.h`` includes ``cuda_runtime_api.h``; in a cross build whose
#   toolkit is the host's, the include directory of the target's CUDA runtime
#   instead).  On Windows a ``SHARED IMPORTED`` target: the DLL as
#   ``IMPORTED_LOCATION``, the import library as ``IMPORTED_IMPLIB`` (with
#   MinGW, the DLL itself where the install ships no import library).
#
# ``CuDNNStrict::cudnn_<name>``
#   Each sub-library found beside ``libcudnn`` (cuDNN 8: ``ops_infer``,
#   ``ops_train``, ``cnn_infer``, ``cnn_train``, ``adv_infer``, ``adv_train``;
#   cuDNN 9: ``graph``, ``ops``, ``cnn``, ``adv``, ``engines_precompiled``,
#   ``engines_runtime_compiled``, ``heuristic``; ``engines_tensor_ir`` from
#   9.21, ``ext`` from 9.22; see Components).  ``libcudnn`` loads them
#   itself; link one only to call its API directly.
#
# ``CuDNNStrict::cudnn_static``
#   The release's static archives, for a program that carries cuDNN in
#   itself (Linux only): the archives that sit beside the ``libcudnn`` found,
#   as NVIDIA's tar archives (``lib/`` or ``lib64/``) and Debian's
#   ``libcudnn<major>-static`` packages (``lib..._static_v<major>.a``) put
#   them, and what they need, as the C core's list says
#   (``probe/base/cudnn_strict_sublibraries.h``).  cuDNN 9: one archive per
#   sub-library the release ships (``libcudnn_graph_static.a``...), linked as
#   one group (``$<LINK_GROUP:RESCAN,...>``, or ``-Wl,--start-group`` ...
#   ``-Wl,--end-group`` before CMake 3.24), since they call each other, then
#   cuBLASLt, NVRTC and its built-ins, the PTX compiler, the static CUDA
#   runtime and zlib; cuDNN 8.3 to 8.9: the ``_infer``/``_train`` archives
#   the same way, then cuBLAS, cuBLASLt, ``culibos``, the static CUDA runtime
#   and zlib; cuDNN 8.2 and older: ``libcudnn_static.a`` with cuBLAS,
#   ``culibos`` and the static CUDA runtime.  Each library it needs is
#   ``FindCUDAToolkit``'s ``CUDA::<name>_static`` target where CMake has it,
#   else the file in the toolkit's library directory or beside the archives;
#   zlib is ``ZLIB::ZLIB`` (``find_package(ZLIB)``).  The engines archives
#   must carry cuDNN's assertion text of the header's release (read by the
#   probe from their members, again at each configure that does the work;
#   the other archives carry no release that can be read without running
#   them).  A project without
#   C++ enabled gets ``stdc++`` and ``m`` too.  Defined only when all is
#   there; ask for the component ``static`` to be told what is not.  Link
#   it, or the archives below, not both: CMake refuses a library both in a
#   group and outside it.
#
#   .. code-block:: cmake
#
#     find_package(CuDNNStrict 9 REQUIRED COMPONENTS static)
#     add_executable(app main.cpp)
#     target_link_libraries(app PRIVATE CuDNNStrict::cudnn_static)
#
# ``CuDNNStrict::cudnn_<name>_static``
#   Each static archive of a sub-library, alone (``STATIC IMPORTED``, with
#   the include directories), for a project that orders the link itself.
#
# ``CuDNNStrict::cudnn_all``
#   ``CuDNNStrict::cudnn`` and every ``CuDNNStrict::cudnn_<name>`` found, with
#   the cuDNN include directories on the target itself (its
#   ``INTERFACE_INCLUDE_DIRECTORIES``), as classic modules' ``cudnn_all``
#   targets have them.
#
# Every target above carries the header check: whatever links one compiles
# a generated file with its own include path and definitions (a C source
# where the project enabled C, else a C++ source, in the targets'
# ``INTERFACE_SOURCES``; a header that its CUDA sources include first, in
# ``INTERFACE_COMPILE_OPTIONS``).  It includes ``cudnn_version.h`` as the
# target's own sources would and stops the build with ``#error`` when that
# header is of another release than the one judged: a directory listed
# before cuDNN's (the CUDA toolkit's include directory, which holds CUDA
# 13's own cuDNN headers; ``CUDA::cudart`` linked before
# ``CuDNNStrict::cudnn``) would otherwise build code for one release against
# the library of another.  The error names the header the configure saw
# there, its release, the judged header and the fix.  The judged header is
# not made to win: a project's own order is its own, and a header forced in
# first would mix two releases, since ``cudnn.h`` includes its siblings from
# its own directory.  The configure names each other cuDNN header of
# another release in the toolkit's include directories, ``/usr/local/include``
# and ``/usr/include`` (a line of the summary), and warns when one sits in a
# directory the project lists itself (``include_directories``, FindCUDA's
# ``CUDA_INCLUDE_DIRS``).  The check costs one compile per target, as long
# as an empty file's (the compiler's start-up, about 20 ms here).
#
# ``CuDNNStrict::guard``
#   The runtime guard: a small C99 object compiled in this build (as C99,
#   whatever ``CMAKE_C_STANDARD`` says, and without the compile options of the
#   directory that first found the package), which loads
#   cuDNN with ``dlopen`` and does not link it.  Linked into an executable or
#   a shared library (an object library: the linker cannot drop it; it is
#   compiled only for targets that link it, and reaches only those that link
#   it themselves, not the users of an interface target that names it), it
#   checks once, before ``main`` or when the library is loaded, that the
#   cuDNN the process uses (the one already loaded, else ``libcudnn.so.<major>``
#   as the loader finds it) can run code built with the found header, by the
#   policy's rule; that it was built for the toolkit's CUDA major; and that
#   the loaded ``libcudnn_*`` sub-libraries sit beside ``libcudnn``.  If not,
#   one message on stderr names both versions, the file and how it was found
#   (already loaded, ``LD_LIBRARY_PATH``, loader search), the broken rule and
#   the fix; then ``CUDNN_STRICT_GUARD_ACTION`` applies.  Only after a
#   failure, it searches the machine for a cuDNN that would do and names it,
#   or what to install (``probe/core/cudnn_strict_fix.h``); a release of the
#   known-bad table (``probe/core/cudnn_strict_known_bad.h``) fails too.  The
#   binary also carries its expectation in an ELF note
#   (``.note.cudnn_strict``, kept by ``strip``), which
#   ``cudnn-strict-probe --check-binary`` reads to judge a deployment without
#   running the binary.  Its include
#   directory holds two headers.  The generated ``cudnn_strict_config.h``
#   gives the found version, paths, SONAME, CUDA runtime, policy and action as
#   ``CUDNN_STRICT_CONFIG_*`` macros (paths as C string literals, whatever
#   bytes they hold), and fails the compile with ``#error`` when the cuDNN
#   version header the compiler sees is not the found one.
#   ``cudnn_strict.h`` declares ``cudnn_strict_check()``, which returns
#   the (once-made) report, and ``cudnn_strict_format_report()``, which words
#   it into a caller's buffer: for programs that load cuDNN themselves.
#   ``cudnn_strict_add_guard(<target>)`` links the guard into ``<target>``
#   whichever ``target_link_libraries`` signature the target uses; a static
#   library passes it on to what links it.  Linked through an ``INTERFACE``
#   library of the project's own (a bundle of its dependencies), the guard
#   still reaches each program and shared library that links the bundle:
#   CMake links an object library's object only into the targets that name
#   it, so the same object also comes as an archive (``CuDNNStrict::guard_link``
#   names it), which the linker takes only where nothing defines the guard.
#
# ``CuDNNStrict::guard_link``
#   What a program needs to link the guard's object out of a static
#   library's archive (a linker option that keeps it, the guard's own
#   archive for targets that reach the guard through an ``INTERFACE``
#   library, the thread and ``dl`` libraries).  ``cudnn_strict_add_guard`` puts it, not the guard, on a
#   static library's link interface, so that ``install(TARGETS ... EXPORT)``
#   and ``install(EXPORT)`` of that library work; the exporting package's
#   configuration then calls ``find_dependency(CuDNNStrict)``, which defines
#   it for the library's users.
#
# Result Variables
# ^^^^^^^^^^^^^^^^
#
# ``CuDNNStrict_FOUND``
#   True when header and library were found and agree.
# ``CuDNNStrict_VERSION``
#   The header's version, ``major.minor.patch`` (e.g. ``9.19.0``).
# ``CuDNNStrict_<name>_FOUND``
#   For each component asked for: whether the install has that sub-library
#   (for ``static``: whether ``CuDNNStrict::cudnn_static`` is defined).
# ``CuDNNStrict_static_RELEASE``
#   With ``CuDNNStrict::cudnn_static``: the release its archives carry, as
#   the probe reads it from their members without linking them (cuDNN's
#   assertion text in the engines' archives; ``cudnn-strict-probe
#   --static-archive``); empty where no archive tells it, or where no probe
#   runs (a cross build without an emulator).
# ``CuDNNStrict_VERSION_MAJOR``, ``CuDNNStrict_VERSION_MINOR``, ``CuDNNStrict_VERSION_PATCH``
#   Its parts.
# ``CuDNNStrict_VERSION_CODE``
#   ``CUDNN_VERSION`` as cuDNN encodes it: ``major*1000+minor*100+patch``
#   before cuDNN 9 (8.9.7 is 8907), ``major*10000+minor*100+patch`` from 9 on
#   (9.19.0 is 91900).
# ``CuDNNStrict_VERSION_HEADER``
#   The file the version was read from.
# ``CuDNNStrict_CONFIG_HEADER``
#   The generated ``cudnn_strict_config.h`` (see ``CuDNNStrict::guard``).
# ``CuDNNStrict_HEADER_CHECK``
#   The generated header check (see Imported Targets): a project that uses
#   ``CuDNNStrict_INCLUDE_DIRS`` and ``CuDNNStrict_LIBRARIES`` instead of the
#   targets adds it to the sources of each target that includes cuDNN, to
#   be stopped as the targets' users are.  Empty when the project enabled
#   neither C nor C++.
# ``CuDNNStrict_INCLUDE_DIRS``
#   Include directories for cuDNN (with a directory of unversioned names when
#   the install has only Debian's ``_v<major>`` headers).
# ``CuDNNStrict_LIBRARIES``
#   The cuDNN library to link: ``libcudnn.so.<major>``; on Windows the
#   import library ``cudnn.lib`` (or, with MinGW and an install that ships
#   none, the DLL itself, which GNU ld links directly).
# ``CuDNNStrict_RUNTIME_LIBRARY``
#   The cuDNN library the checks loaded and a program runs with:
#   ``libcudnn.so.<major>``, or ``cudnn64_<major>.dll`` on Windows.
# ``CuDNNStrict_IMPORT_LIBRARY``
#   Windows only: what ``CuDNNStrict_LIBRARIES`` names.
# ``CuDNNStrict_LIBRARY_VERSION``
#   The version the library itself reported at configure time (empty when
#   the library was not checked).
# ``CuDNNStrict_LIBRARY_CHECK``
#   ``PASSED`` or ``NOT_CHECKED``: whether the probe ran the library and it
#   can run code built with the header (``NOT_CHECKED`` when cross-compiling
#   without ``CMAKE_CROSSCOMPILING_EMULATOR``).
# ``CuDNNStrict_LIBRARY_CHECK_REASON``
#   The agreement found, or why the library was not checked.
# ``CuDNNStrict_CUDART_VERSION``
#   The CUDA runtime version cuDNN was built with, as the library reports it
#   (e.g. ``13.1``).
# ``CuDNNStrict_SUBLIBRARIES``
#   The sub-libraries found beside ``libcudnn``, of those its major release
#   has (the C core's list, ``probe/base/cudnn_strict_sublibraries.h``).
#   Which of them the found release ships, and that each belongs to it, the
#   probe judges: cuDNN's own version checks for graph, ops, cnn and adv,
#   what a file tells of its release (its text, or a DLL's version resource)
#   for the others.  Where no probe runs (a cross build without an
#   emulator), only that they are there is checked.
# ``CuDNNStrict_GPU_CHECK``
#   ``PASSED``, ``FAILED`` or ``SKIPPED``: the outcome of the GPU check.
# ``CuDNNStrict_GPU_CHECK_REASON``
#   Why: the device and the failure, the reason for the skip, or what passed.
#
# Cache Variables
# ^^^^^^^^^^^^^^^
#
# ``CUDNN_INCLUDE_DIR``
#   The directory holding the cuDNN version header.
# ``CUDNN_LIBRARY``
#   The cuDNN library file (one the user sets may be a directory to search,
#   see Hints).
#
# Classic cuDNN find modules cache the same names.  An entry this module did
# not set is the user's (taken as is, then judged by the probe) when it was
# given with ``-D`` or a preset, or edited after this module set it.  An entry
# that ``find_path``/``find_library`` cached with their default help string,
# or a ``CUDNN_LIBRARY`` that is the unversioned ``libcudnn.so`` classic
# modules find, was left by another module: it is searched again, and this
# module owns the entry from then on.  So are the entries PyTorch's module
# leaves (``CUDNN_INCLUDE_PATH``, ``CUDNN_LIBRARY_PATH``) and ONNX Runtime's
# (``cudnn_LIBRARY``) when ``find_path``/``find_library`` cached them.  Their
# directories are searched first (the summary says ``cached by another cuDNN
# module``), or after the roots when a root or hint was named (see Hints).
# An entry that named another cuDNN than the one found is replaced by what
# was found, and the summary's ``replaced:`` line names it and its old value.
#
# Commands
# ^^^^^^^^
#
# .. command:: cudnn_strict_add_guard
#
#   .. code-block:: cmake
#
#     cudnn_strict_add_guard(<target>)
#
#   Links the runtime guard (``CuDNNStrict::guard``) into ``<target>``, an
#   executable, a shared or module library, or a static library, like
#   ``target_link_libraries(<target> PRIVATE CuDNNStrict::guard)`` but
#   whichever ``target_link_libraries`` signature the target already uses.  A
#   static library keeps the guard's object and puts
#   ``CuDNNStrict::guard_link`` on its link interface, so that what links the
#   library gets the guard.  Defined by ``find_package(CuDNNStrict)``; calling
#   it before cuDNN was found, on a name that is not a target, or on a target
#   of another type is a configure error.
#
# Example
# ^^^^^^^
#
# .. code-block:: cmake
#
#   # CuDNNStrict installed under a prefix named by CMAKE_PREFIX_PATH, or this
#   # file's directory appended to CMAKE_MODULE_PATH.
#   find_package(CuDNNStrict 9.1 REQUIRED)
#   add_executable(app main.c)
#   target_link_libraries(app PRIVATE CuDNNStrict::cudnn)
#   cudnn_strict_add_guard(app)
#

cmake_policy(PUSH)
# if(<item> IN_LIST <list>) in the helpers.
cmake_policy(SET CMP0057 NEW)
# <PackageName>_ROOT names a search root (CuDNNStrict_ROOT).
cmake_policy(SET CMP0074 NEW)

if(NOT CUDAToolkit_FOUND)
  find_package(CUDAToolkit QUIET)
endif()

# A re-configure that changed nothing replays the findings of the last
# configure, proved by the checks of what decides them that it wrote, without reading
# the rest of the module (CuDNNStrict/Replay.cmake, CuDNNStrict/Record.cmake).
include(${CMAKE_CURRENT_LIST_DIR}/CuDNNStrict/Replay.cmake)
_CuDNNStrict_replay_check(_CuDNNStrict_findings)
if(_CuDNNStrict_findings)
  include("${_CuDNNStrict_findings}")
  unset(_CuDNNStrict_findings)
  cmake_policy(POP)
  return()
endif()
unset(_CuDNNStrict_findings)

# Everything else: the search, the checks and the targets.
include(${CMAKE_CURRENT_LIST_DIR}/CuDNNStrict/Find.cmake)
cmake_policy(POP)
