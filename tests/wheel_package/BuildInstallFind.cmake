# Distributed under the OSI-approved BSD 3-Clause License.
#
# pip install cudnn-strict, as a user does it (cmake -P, with SOURCE_DIR,
# WORK_DIR, PYTHON, FAKES_FILE, C_COMPILER, GENERATOR, MAKE_PROGRAM and
# MODE):
#
#   MODE=install     builds the wheel (pip wheel, no build isolation, no
#                    network beyond installing scikit-build-core once),
#                    installs it into a fresh virtual environment, runs
#                    cudnn-strict-probe from that environment's PATH, and
#                    configures a project whose find_package(CuDNNStrict)
#                    sees only the environment's bin on PATH.
#   MODE=no_cudnn    builds the wheel where no cuDNN can be found, as on the
#                    broken machine the tool is for: it builds, installs,
#                    and its probe starts and judges a library against the
#                    header beside it.
#   MODE=sdist       builds the sdist from a copy of the tree that holds
#                    what a user's tree does after the Quick start (the
#                    install folder cudnn-strict/, build folders): only
#                    sources go in, LICENSE among them.
# The wheel's probe is built with no cuDNN header (pyproject.toml); its
# checks use fake cuDNN trees (tests/fakes), so the machine's own cuDNN
# decides nothing.  An installed wheel is also checked as an index would
# check it: auditwheel (from PyPI) must name a manylinux tag for it.

include("${FAKES_FILE}")
set(_root "${FAKE_v9_21_0_ROOT}")
set(_expected_version 9.21.0)

# The build environment: a venv with pip and scikit-build-core, kept
# between runs (its marker names what it holds).
set(_build_env "${WORK_DIR}/build-env")
if(NOT EXISTS "${_build_env}/installed.txt")
  file(REMOVE_RECURSE "${_build_env}")
  execute_process(COMMAND "${PYTHON}" -m venv "${_build_env}" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not create a virtual environment with pip: ${_err}")
  endif()
  execute_process(
    COMMAND "${_build_env}/bin/python" -m pip install --disable-pip-version-check --quiet "scikit-build-core>=1.0"
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    file(REMOVE_RECURSE "${_build_env}")
    message(STATUS "CUDNN_STRICT_SKIP: pip could not install scikit-build-core: ${_err}")
    return()
  endif()
  file(WRITE "${_build_env}/installed.txt" "scikit-build-core\n")
endif()

# Sets <rc> and <out> (stdout and stderr) of pip wheel with the cuDNN
# search limited to the root <cudnn_root>.
function(build_wheel cudnn_root dist rc out)
  file(REMOVE_RECURSE "${dist}")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env --unset=CMAKE_ARGS --unset=SKBUILD_CMAKE_ARGS
      "${_build_env}/bin/python" -m pip wheel --disable-pip-version-check --no-build-isolation --no-deps
      --no-cache-dir -v -w "${dist}"
      -C "cmake.define.CUDNN_STRICT_SEARCH_LOCATIONS=ROOT"
      -C "cmake.define.CUDNN_ROOT=${cudnn_root}"
      -C "build-dir=${WORK_DIR}/wheel-build"
      "${SOURCE_DIR}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  set(${rc} "${_rc}" PARENT_SCOPE)
  set(${out} "${_out}" PARENT_SCOPE)
endfunction()

# Installs <wheel> into a fresh environment <venv> without pip; the build
# environment's pip installs into it (--python), offline.
function(install_wheel wheel venv)
  file(REMOVE_RECURSE "${venv}")
  execute_process(COMMAND "${PYTHON}" -m venv --without-pip "${venv}" RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not create ${venv}")
  endif()
  execute_process(
    COMMAND "${_build_env}/bin/python" -m pip --python "${venv}/bin/python" install
      --disable-pip-version-check --no-index --no-deps --quiet "${wheel}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "pip install of ${wheel} failed:\n${_out}")
  endif()
endfunction()

if(MODE STREQUAL "no_cudnn")
  set(_empty "${WORK_DIR}/no-cudnn")
  file(REMOVE_RECURSE "${_empty}" "${WORK_DIR}/wheel-build")
  file(MAKE_DIRECTORY "${_empty}")
  build_wheel("${_empty}" "${WORK_DIR}/dist-no-cudnn" _rc _out)
  file(GLOB _wheels "${WORK_DIR}/dist-no-cudnn/*.whl")
  if(NOT _rc EQUAL 0 OR NOT _wheels)
    message(FATAL_ERROR "the wheel was not built without a cuDNN:\n${_out}")
  endif()
  install_wheel("${_wheels}" "${WORK_DIR}/venv-no-cudnn")
  # No CUDA either: an empty ld.so cache and /usr/local hidden, in a mount
  # namespace of this user's, where one can be made.
  set(_probe "${WORK_DIR}/venv-no-cudnn/bin/cudnn-strict-probe")
  set(_run "${_probe}")
  find_program(_unshare unshare)
  if(_unshare)
    execute_process(COMMAND "${_unshare}" -r -m true RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
    if(_rc EQUAL 0)
      set(_run "${_unshare}" -r -m /bin/sh -c
        "mount --bind /dev/null /etc/ld.so.cache && mount -t tmpfs none /usr/local && exec \"$0\" \"$@\""
        "${_probe}")
    endif()
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH ${_run}
      --library "${FAKE_v9_21_0_LIBRARY}" --format keyvalue
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "" OR NOT _out MATCHES "\nheader\\.version=${_expected_version}\n"
      OR NOT _out MATCHES "\njudgement=OK\n" OR NOT _out MATCHES "\ngpu\\.status=SKIPPED\n")
    message(FATAL_ERROR "the wheel's probe, built without cuDNN, did not judge the fake ${_expected_version} "
      "without CUDA: rc ${_rc}\nstdout: ${_out}\nstderr: ${_err}")
  endif()
  message(STATUS "without cuDNN the wheel builds, and its probe starts without CUDA")
  return()
elseif(MODE STREQUAL "sdist")
  set(_tree "${WORK_DIR}/sdist-tree")
  file(REMOVE_RECURSE "${_tree}" "${WORK_DIR}/sdist")
  file(MAKE_DIRECTORY "${_tree}")
  file(GLOB _entries RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/*" "${SOURCE_DIR}/.gitignore")
  list(FILTER _entries EXCLUDE REGEX "^(build.*|\\.git|cudnn-strict|out)$")
  foreach(_entry IN LISTS _entries)
    file(COPY "${SOURCE_DIR}/${_entry}" DESTINATION "${_tree}")
  endforeach()
  # What the Quick start leaves in a user's tree.
  file(WRITE "${_tree}/cudnn-strict/bin/cudnn-strict-probe" "binary\n")
  file(WRITE "${_tree}/build-package/CMakeCache.txt" "cache\n")
  file(WRITE "${_tree}/build-example/CMakeCache.txt" "cache\n")
  execute_process(
    COMMAND "${_build_env}/bin/python" -c
      "import sys; from scikit_build_core.build import build_sdist; print(build_sdist(sys.argv[1]))"
      "${WORK_DIR}/sdist"
    WORKING_DIRECTORY "${_tree}" RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  file(GLOB _sdists "${WORK_DIR}/sdist/*.tar.gz")
  if(NOT _rc EQUAL 0 OR NOT _sdists)
    message(FATAL_ERROR "the sdist was not built: rc ${_rc}\n${_out}${_err}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E tar tzf "${_sdists}" OUTPUT_VARIABLE _members RESULT_VARIABLE _rc)
  string(REGEX MATCHALL "[^\n]*/(cudnn-strict|build-package|build-example)/[^\n]*" _stray "${_members}")
  if(NOT _rc EQUAL 0 OR _stray)
    message(FATAL_ERROR "the sdist holds more than sources: ${_stray}")
  endif()
  if(NOT _members MATCHES "^[^/\n]+/LICENSE\n" AND NOT _members MATCHES "\n[^/\n]+/LICENSE\n")
    message(FATAL_ERROR "the sdist has no LICENSE:\n${_members}")
  endif()
  message(STATUS "the sdist holds sources and LICENSE only")
  return()
elseif(NOT MODE STREQUAL "install")
  message(FATAL_ERROR "MODE must be install, no_cudnn or sdist, not '${MODE}'")
endif()

# The wheel, named by the project's version and tagged for any Python 3.
file(STRINGS "${SOURCE_DIR}/CMakeLists.txt" _project REGEX "^  VERSION [0-9]+\\.[0-9]+\\.[0-9]+$")
string(STRIP "${_project}" _project)
string(REPLACE "VERSION " "" _package_version "${_project}")
file(REMOVE_RECURSE "${WORK_DIR}/wheel-build")
build_wheel("${_root}" "${WORK_DIR}/dist" _rc _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "pip wheel failed:\n${_out}")
endif()
file(GLOB _wheels "${WORK_DIR}/dist/*.whl")
list(LENGTH _wheels _count)
if(NOT _count EQUAL 1 OR NOT _wheels MATCHES "/cudnn_strict-${_package_version}-py3-none-[a-z0-9_]+\\.whl$")
  message(FATAL_ERROR "expected one wheel cudnn_strict-${_package_version}-py3-none-<platform>.whl, got: ${_wheels}")
endif()

set(_venv "${WORK_DIR}/venv")
install_wheel("${_wheels}" "${_venv}")
foreach(_file IN ITEMS bin/cudnn-strict-probe share/man/man1/cudnn-strict-probe.1
    lib/cmake/CuDNNStrict/CuDNNStrictConfig.cmake
    lib/cmake/CuDNNStrict/CuDNNStrictConfigVersion.cmake share/CuDNNStrict/cmake/FindCuDNNStrict.cmake
    share/doc/CuDNNStrict/find-package.md)
  if(NOT EXISTS "${_venv}/${_file}")
    message(FATAL_ERROR "the installed wheel lacks <venv>/${_file}")
  endif()
endforeach()

# The licence text, in the wheel's metadata.
file(GLOB _licenses "${_venv}/lib/*/site-packages/cudnn_strict-${_package_version}.dist-info/licenses/LICENSE")
if(NOT _licenses)
  message(FATAL_ERROR "the installed wheel carries no LICENSE in its dist-info")
endif()

# What an index asks of a Linux wheel: a manylinux tag, which auditwheel
# grants only to a wheel that needs nothing outside the manylinux set.
if(NOT EXISTS "${_build_env}/bin/auditwheel")
  execute_process(
    COMMAND "${_build_env}/bin/python" -m pip install --disable-pip-version-check --quiet auditwheel
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(STATUS "CUDNN_STRICT_SKIP: pip could not install auditwheel: ${_err}")
    return()
  endif()
endif()
execute_process(COMMAND "${_build_env}/bin/auditwheel" show "${_wheels}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${_out}")
if(NOT _rc EQUAL 0 OR NOT _folded MATCHES "is consistent with the following platform tag: \"manylinux_2_[0-9]+_[a-z0-9_]+\"")
  message(FATAL_ERROR "auditwheel show names no manylinux tag for ${_wheels} (exit ${_rc}):\n${_out}")
endif()

# The tool, by name from the environment's PATH alone.
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env "PATH=${_venv}/bin" /bin/sh -c
    "command -v cudnn-strict-probe && cudnn-strict-probe --help"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0 OR NOT _out MATCHES "^${_venv}/bin/cudnn-strict-probe\nusage: cudnn-strict-probe "
    OR NOT _err STREQUAL "")
  message(FATAL_ERROR "cudnn-strict-probe --help from the venv's PATH: rc ${_rc}\nstdout: ${_out}\nstderr: ${_err}")
endif()
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env "PATH=${_venv}/bin" /bin/sh -c
    "cudnn-strict-probe --format keyvalue --gpu-check off --library '${FAKE_v9_21_0_LIBRARY}'"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0 OR NOT _out MATCHES "\nlibrary\\.version=${_expected_version}\n"
    OR NOT _out MATCHES "\njudgement=OK\n"
    # Judged against the header beside the library.
    OR NOT _out MATCHES "\nheader\\.version=${_expected_version}\n")
  message(FATAL_ERROR "cudnn-strict-probe --library did not judge the fake ${_expected_version}: rc ${_rc}\n"
    "stdout: ${_out}\nstderr: ${_err}")
endif()

# A project configured with the environment's bin first on PATH, then only
# what the compiler needs (its assembler and linker): CMake derives the
# prefix <venv> from <venv>/bin and finds the config there.
get_filename_component(_compiler_dir "${C_COMPILER}" DIRECTORY)
set(_tools_path "${_compiler_dir}:/usr/bin:/bin")
# Sets <rc>, <out> and <err> of configuring it into <build> with <path>.
function(configure_consumer path build rc out err)
  file(REMOVE_RECURSE "${build}")
  set(_make "")
  if(MAKE_PROGRAM)
    set(_make "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
  endif()
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env --unset=CMAKE_PREFIX_PATH --unset=CuDNNStrict_DIR
      --unset=CuDNNStrict_ROOT --unset=CUDNN_ROOT --unset=VIRTUAL_ENV "PATH=${path}"
      "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/consumer" -B "${build}" -G "${GENERATOR}" ${_make}
      "-DCMAKE_C_COMPILER=${C_COMPILER}" "-DCONSUMER_REQUEST=${_expected_version}"
      "-DCUDNN_ROOT=${_root}" -DCUDNN_STRICT_SEARCH_LOCATIONS=ROOT
      -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  set(${rc} "${_rc}" PARENT_SCOPE)
  set(${out} "${_out}" PARENT_SCOPE)
  set(${err} "${_err}" PARENT_SCOPE)
endfunction()

configure_consumer("${_venv}/bin:${_tools_path}" "${WORK_DIR}/consumer" _rc _out _err)
if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "")
  message(FATAL_ERROR "the consumer did not configure cleanly: rc ${_rc}\nstdout: ${_out}\nstderr: ${_err}")
endif()
if(NOT _out MATCHES "consumer: CuDNNStrict_DIR=${_venv}/lib/cmake/CuDNNStrict\n"
    OR NOT _out MATCHES "consumer: CuDNNStrict_VERSION=${_expected_version}\n")
  message(FATAL_ERROR "find_package(CuDNNStrict) did not find the venv's package and cuDNN ${_expected_version}:\n${_out}")
endif()

# The control: without the environment on PATH nothing finds the package,
# so its entry on PATH is what found it above.
configure_consumer("${_tools_path}" "${WORK_DIR}/consumer-control" _rc _out _err)
if(_rc EQUAL 0 OR NOT _err MATCHES "CuDNNStrictConfig\\.cmake")
  message(FATAL_ERROR "the consumer found the package without the venv on PATH: rc ${_rc}\n${_out}\n${_err}")
endif()
message(STATUS "the wheel installs cudnn-strict-probe and CuDNNStrict ${_package_version} into ${_venv}")
