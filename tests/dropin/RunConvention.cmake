# Distributed under the OSI-approved BSD 3-Clause License.
#
# Configures, builds and runs a project written after another project's
# cuDNN conventions (tvm/, caffe/, mxnet/, opencv/, dlib/), in one scenario
# (cmake -P, with SOURCE_DIR, BUILD_DIR, GENERATOR, MODULE_DIR, FAKES_FILE,
# PROGRAM, SCENARIO, HINT and CACHED).  HINT is how the project is given a
# cuDNN <root>:
#   USE_CUDNN           TVM: -DUSE_CUDNN=<root>; ON finds the toolkit's, and
#                       a refused cuDNN ends the configure
#   CUDNN_ROOT_INCLUDE  Caffe, MXNet: -DCUDNN_ROOT=<root>/include
#   CACHE_ENTRIES       OpenCV: -DCUDNN_INCLUDE_DIR=<root>/include
#                       -DCUDNN_LIBRARY=<root>/lib/libcudnn.so.9
#   CUDNN_HOME          dlib: the environment variable
# For all but TVM cuDNN is optional: the program is then built without it.
# CACHED is the cache entry the original keeps.
#   toolkit       the port, no root: the CUDA toolkit's cuDNN
#   stale_cache   the original configured with one fake cuDNN, its build
#                 directory re-configured with the port and another fake
#                 (OpenCV: the original on the toolkit's cuDNN, the port
#                 given the fake's CUDNN_INCLUDE_DIR alone)
#   wheel         the port on the 9.28.1 wheel (label releases)
#   shadow        the 9.12.0 wheel, the program's target listing the
#                 toolkit's include directory first (TOOLKIT_FIRST), whose
#                 cudnn.h is another release: the build stops naming both
#                 headers (label releases)
#   mixed         a directory of the 9.28.1 wheel whose ops, cnn and adv
#                 come from 9.12.0: refused (label releases)
#   two_releases  a prefix with the 9.28.1 header and the 9.12.0 library:
#                 refused, the advice never naming the prefix's include
#                 directory (label releases)
# The program prints cudnnGetVersion() and the CUDNN_VERSION it was
# compiled with; both must be the release the package reported.

cmake_minimum_required(VERSION 3.21)
include("${FAKES_FILE}")

function(_convention_fail what)
  message(FATAL_ERROR "${PROGRAM} (${SCENARIO}): ${what}")
endfunction()

function(_convention_escape text out)
  string(REGEX REPLACE "([][+.*()^$?|\\\\])" "\\\\\\1" _escaped "${text}")
  set(${out} "${_escaped}" PARENT_SCOPE)
endfunction()

# Configures BUILD_DIR; sets _rc, _out and _err in the caller.
macro(_convention_configure)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${_env}
      ${CMAKE_COMMAND} -S "${SOURCE_DIR}" -B "${BUILD_DIR}" -G "${GENERATOR}"
      "-DCMAKE_MODULE_PATH=${MODULE_DIR}" ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
endmacro()

macro(_convention_build)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${_env} ${CMAKE_COMMAND} --build "${BUILD_DIR}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _build ERROR_VARIABLE _build)
endmacro()

# The toolkit's include directory that holds a cuDNN header, or "", and a
# regex of every spelling of it: FindCUDAToolkit names the directory the
# way it reached nvcc (/usr/local/cuda through PATH, the versioned
# directory when nvcc is a wrapper that runs it there, targets/<arch> under
# CMake 4.4), and the package passes that spelling on.
function(_convention_toolkit_header_dir out out_regex)
  set(_found "")
  set(_spellings "")
  foreach(_dir IN ITEMS /usr/local/cuda/include /usr/local/cuda/targets/x86_64-linux/include)
    if(EXISTS "${_dir}/cudnn_version.h")
      if(NOT _found)
        set(_found "${_dir}")
      endif()
      file(REAL_PATH "${_dir}" _real)
      foreach(_spelling IN ITEMS "${_dir}" "${_real}")
        _convention_escape("${_spelling}" _escaped)
        list(APPEND _spellings "${_escaped}")
      endforeach()
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _spellings)
  list(JOIN _spellings "|" _regex)
  set(${out} "${_found}" PARENT_SCOPE)
  set(${out_regex} "(${_regex})" PARENT_SCOPE)
endfunction()

macro(_convention_skip why)
  message(STATUS "CUDNN_STRICT_SKIP: ${why}")
  return()
endmacro()

# Appends the project's own hint for <root> to _port_args.
macro(_convention_hint root)
  if(HINT STREQUAL "USE_CUDNN")
    list(APPEND _port_args "-DUSE_CUDNN=${root}")
  elseif(HINT STREQUAL "CUDNN_HOME")
    list(APPEND _env "CUDNN_HOME=${root}")
  elseif(HINT STREQUAL "CUDNN_ROOT_INCLUDE")
    list(APPEND _port_args "-DCUDNN_ROOT=${root}/include")
  else()
    file(GLOB _library "${root}/lib/libcudnn.so.9" "${root}/lib64/libcudnn.so.9")
    list(APPEND _port_args "-DCUDNN_INCLUDE_DIR=${root}/include" "-DCUDNN_LIBRARY=${_library}")
  endif()
endmacro()

# A refused cuDNN: the package's warning (_refused, a regex of _err on one
# line; a variable, as a macro's argument loses its backslashes) says the project builds without it; TVM's USE_CUDNN asked for it,
# so the link to the missing target ends its configure; Caffe's program
# is built without cuDNN.
macro(_convention_refused)
  _convention_configure(${_port_args})
  string(REGEX REPLACE "\n[\n ]*" " " _words "${_err}")
  if(NOT _words MATCHES "CuDNNStrict: this project builds without cuDNN \\(find_package\\(CuDNNStrict\\) without REQUIRED\\), which was found and refused: ${_refused}")
    _convention_fail("not refused as expected (exit ${_rc}):\n${_out}\n${_err}")
  endif()
  if(_never AND _words MATCHES "${_never}")
    _convention_fail("the advice names what was refused:\n${_err}")
  endif()
  if(HINT STREQUAL "USE_CUDNN")
    if(_rc EQUAL 0)
      _convention_fail("the configure went on without the cuDNN USE_CUDNN asked for:\n${_out}\n${_err}")
    endif()
  else()
    if(NOT _rc EQUAL 0)
      _convention_fail("configure failed (exit ${_rc}):\n${_out}\n${_err}")
    endif()
    _convention_build()
    if(NOT _rc EQUAL 0)
      _convention_fail("build failed:\n${_build}")
    endif()
    execute_process(COMMAND "${BUILD_DIR}/${PROGRAM}" RESULT_VARIABLE _rc OUTPUT_VARIABLE _run ERROR_VARIABLE _run)
    if(NOT "${_rc}: ${_run}" STREQUAL "0: built without cuDNN\n")
      _convention_fail("the program printed (exit ${_rc}):\n${_run}")
    endif()
  endif()
  message(STATUS "${PROGRAM} (${SCENARIO}): passed")
  return()
endmacro()

set(_env --unset=CUDNN_INCLUDE_DIR --unset=CUDNN_LIBRARY --unset=CUDNN_ROOT --unset=CUDNN_PATH
  --unset=CUDNN_HOME --unset=CUDNN_ROOT_DIR --unset=CuDNNStrict_ROOT --unset=LD_LIBRARY_PATH
  --unset=CFLAGS --unset=CPATH --unset=C_INCLUDE_PATH)
set(_port_args -DUSE_CUDNN_PORT=ON)
# What the port's configure prints on stderr: nothing, unless a scenario says.
set(_warning "^$")
set(_never "")
# Where the package says the library came from.
set(_hint_from "CUDNN_ROOT")
if(HINT STREQUAL "CACHE_ENTRIES")
  set(_hint_from "CUDNN_LIBRARY")
elseif(HINT STREQUAL "CUDNN_HOME")
  set(_hint_from "ENV{CUDNN_HOME}")
endif()
set(_wheel "${RELEASE_cu13_oldest_ROOT}")
file(REMOVE_RECURSE "${BUILD_DIR}")
_convention_toolkit_header_dir(_toolkit_include _toolkit_regex)
if(SCENARIO MATCHES "^(wheel|shadow|mixed|two_releases)$" AND (NOT IS_DIRECTORY "${_wheel}/lib"
    OR NOT IS_DIRECTORY "${RELEASE_cu13_newest_ROOT}/lib"))
  _convention_skip("the releases cu13_oldest and cu13_newest could not be fetched")
endif()

if(SCENARIO STREQUAL "toolkit")
  if(NOT _toolkit_include)
    _convention_skip("no CUDA toolkit with a cuDNN header")
  endif()
  if(HINT STREQUAL "USE_CUDNN")
    list(APPEND _port_args -DUSE_CUDNN=ON)
  endif()
  set(_library_regex "[^\n]*/libcudnn\\.so\\.9")
  set(_from "CUDA toolkit")
  set(_code "")
elseif(SCENARIO STREQUAL "stale_cache")
  # The original, as its users configure it, keeps what it found in the
  # cache entry CACHED.
  set(_saved_args ${_port_args})
  set(_port_args "")
  if(NOT HINT STREQUAL "CACHE_ENTRIES")
    _convention_hint("${FAKE_v9_1_0_ROOT}")
  endif()
  set(_original_args ${_port_args})
  set(_port_args ${_saved_args})
  _convention_configure(${_original_args})
  if(NOT _rc EQUAL 0)
    _convention_fail("the original's configure failed (exit ${_rc}):\n${_out}\n${_err}")
  endif()
  # (Caffe's search takes the default paths before its CUDNN_ROOT: a
  # machine's own cuDNN may be what it cached.)
  file(STRINGS "${BUILD_DIR}/CMakeCache.txt" _entries REGEX "^${CACHED}:")
  if(NOT _entries MATCHES "^${CACHED}:[A-Z]+=/[^;]*libcudnn" AND
     (NOT _toolkit_include OR HINT MATCHES "^(CUDNN_ROOT_INCLUDE|CACHE_ENTRIES)$"))
    # Caffe's, MXNet's and OpenCV's originals find no library of a fake
    # root given as an include directory: the machine's own is cached,
    # found beside the CUDA runtime FindCUDAToolkit names (which depends on
    # the CMake release and the machine: CMake 4.4 may name another
    # libcudart.so than the toolkit's).
    _convention_skip("the original found no cuDNN on this machine to cache")
  elseif(NOT _entries MATCHES "^${CACHED}:[A-Z]+=/[^;]*libcudnn")
    _convention_fail("the original did not cache the first fake cuDNN: ${_entries}")
  endif()
  _convention_escape("${FAKE_v9_19_0_LIBRARY}" _library_regex)
  set(_from "${_hint_from}")
  if(HINT STREQUAL "CACHE_ENTRIES")
    # The user changes the header's entry alone; the library's is the
    # original's (its help string tells), so its directory is searched
    # again rather than taken as the user's choice: the toolkit's 9.19.0.
    list(APPEND _port_args "-DCUDNN_INCLUDE_DIR=${FAKE_v9_19_0_INCLUDE_DIR}")
    set(_library_regex "[^\n]*/libcudnn\\.so\\.9")
    set(_from "cached by another cuDNN module")
  else()
    _convention_hint("${FAKE_v9_19_0_ROOT}")
  endif()
  set(_code 91900)
elseif(SCENARIO STREQUAL "wheel")
  # The newest: 9.12.0 is a release with a known problem, which warns.
  _convention_hint("${RELEASE_cu13_newest_ROOT}")
  _convention_escape("${RELEASE_cu13_newest_ROOT}/lib/libcudnn.so.9" _library_regex)
  set(_from "${_hint_from}")
  set(_code 92801)
  # The toolkit's directory is in the project's include path (after the
  # wheel's, which the package cannot know at configure): named.  MXNet's
  # and dlib's CMake do not list it (dlib's target gets it from
  # CUDA::cudart, which the port links after cuDNN).
  if(_toolkit_include AND NOT PROGRAM MATCHES "^(mxnet|dlib)_like$")
    _convention_escape("${RELEASE_cu13_newest_ROOT}/include/cudnn_version.h" _judged_regex)
    set(_warning "^CMake Warning at [^ ]*/HeaderCheck\\.cmake:[0-9]+ \\(message\\): CuDNNStrict: ${_toolkit_regex}, in this project's include path, holds cuDNN 9\\.[0-9]+\\.[0-9]+'s header ${_toolkit_regex}/cudnn_version\\.h, not the cuDNN 9\\.28\\.1 header judged against the library \\(${_judged_regex}\\)\\. .* CMakeLists\\.txt:[0-9]+ \\(include\\) $")
  endif()
elseif(SCENARIO STREQUAL "shadow")
  if(NOT _toolkit_include)
    _convention_skip("no CUDA toolkit with a cuDNN header")
  endif()
  _convention_hint("${_wheel}")
  list(APPEND _port_args -DTOOLKIT_FIRST=ON)
  _convention_configure(${_port_args})
  if(NOT _rc EQUAL 0)
    _convention_fail("configure failed (exit ${_rc}):\n${_out}\n${_err}")
  endif()
  _convention_build()
  _convention_escape("${_wheel}/include/cudnn_version.h" _wheel_header)
  if(_rc EQUAL 0 OR NOT _build MATCHES
      "error: #error \"CuDNNStrict: this target compiles ${_toolkit_regex}/cudnn_version\\.h( or [^ ]*/cudnn_version\\.h)? \\(cuDNN 9\\.[0-9]+\\.[0-9]+\\), not the cuDNN 9\\.12\\.0 header that CMake judged against the library \\(${_wheel_header}\\)")
    _convention_fail("the build did not stop naming both headers (exit ${_rc}):\n${_build}")
  endif()
  message(STATUS "${PROGRAM} (${SCENARIO}): passed")
  return()
elseif(SCENARIO STREQUAL "mixed")
  # A partial upgrade: libcudnn copied (its $ORIGIN is the directory), the
  # other files linked, three sub-libraries of the older release.
  set(_prefix "${BUILD_DIR}-prefix")
  file(REMOVE_RECURSE "${_prefix}")
  file(MAKE_DIRECTORY "${_prefix}/lib")
  file(CREATE_LINK "${RELEASE_cu13_newest_ROOT}/include" "${_prefix}/include" SYMBOLIC)
  file(GLOB _files RELATIVE "${RELEASE_cu13_newest_ROOT}/lib" "${RELEASE_cu13_newest_ROOT}/lib/libcudnn*.so*")
  foreach(_file IN LISTS _files)
    if(_file STREQUAL "libcudnn.so.9")
      file(COPY_FILE "${RELEASE_cu13_newest_ROOT}/lib/${_file}" "${_prefix}/lib/${_file}")
    elseif(_file MATCHES "^libcudnn_(ops|cnn|adv)\\.so\\.9$")
      file(CREATE_LINK "${_wheel}/lib/${_file}" "${_prefix}/lib/${_file}" SYMBOLIC)
    else()
      file(CREATE_LINK "${RELEASE_cu13_newest_ROOT}/lib/${_file}" "${_prefix}/lib/${_file}" SYMBOLIC)
    endif()
  endforeach()
  _convention_hint("${_prefix}")
  _convention_escape("${_prefix}" _prefix_regex)
  set(_refused "the cuDNN 9\\.28\\.1 install in ${_prefix_regex}/lib mixes releases \\(libcudnn answers 9\\.28\\.1\\): libcudnn_ops\\.so\\.9 is from another cuDNN release than libcudnn")
  _convention_refused()
elseif(SCENARIO STREQUAL "two_releases")
  set(_prefix "${BUILD_DIR}-prefix")
  file(REMOVE_RECURSE "${_prefix}")
  file(MAKE_DIRECTORY "${_prefix}")
  file(CREATE_LINK "${RELEASE_cu13_newest_ROOT}/include" "${_prefix}/include" SYMBOLIC)
  file(CREATE_LINK "${_wheel}/lib" "${_prefix}/lib" SYMBOLIC)
  if(NOT IS_DIRECTORY "${RELEASE_cu13_newest_ROOT}/include")
    _convention_skip("the release cu13_newest could not be fetched")
  endif()
  _convention_hint("${_prefix}")
  _convention_escape("${_prefix}" _prefix_regex)
  # The advice never names the prefix's include directory, which holds
  # the 9.28.1 header.
  set(_never "-DCUDNN_INCLUDE_DIR=${_prefix_regex}")
  set(_refused "cuDNN header ${_prefix_regex}/include/cudnn_version\\.h is 9\\.28\\.1 but the library [^ ]*/libcudnn\\.so\\.9 is 9\\.12\\.0")
  _convention_refused()
else()
  _convention_fail("unknown scenario")
endif()

_convention_configure(${_port_args})
string(REGEX REPLACE "\n[\n ]*" " " _words "${_err}")
if(NOT _rc EQUAL 0 OR NOT _words MATCHES "${_warning}")
  _convention_fail("configure failed, or warned other than ${_warning} (exit ${_rc}):\n${_out}\n${_err}")
endif()
_convention_escape("${_from}" _from_regex)
if(NOT _out MATCHES "library: +(${_library_regex}) \\[${_from_regex}\\]")
  _convention_fail("the package did not report ${_library_regex} [${_from}]:\n${_out}")
endif()
if(NOT _code)
  # The toolkit's release: what the package reported.
  string(REGEX MATCH "CuDNNStrict: cuDNN [0-9.]+ \\(code ([0-9]+)\\)" _ "${_out}")
  set(_code "${CMAKE_MATCH_1}")
endif()
_convention_build()
if(NOT _rc EQUAL 0)
  _convention_fail("build failed:\n${_build}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH "${BUILD_DIR}/${PROGRAM}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _run ERROR_VARIABLE _run_err)
if(NOT _rc EQUAL 0 OR NOT _run STREQUAL "cudnnGetVersion=${_code} header=${_code}\n"
    OR NOT _run_err STREQUAL "")
  _convention_fail("the program (exit ${_rc}) printed:\n${_run}${_run_err}")
endif()
message(STATUS "${PROGRAM} (${SCENARIO}): passed")
