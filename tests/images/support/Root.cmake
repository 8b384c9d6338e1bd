# Distributed under the OSI-approved BSD 3-Clause License.
#
# Helpers of the images cases: a root file system laid out as an image
# unpacked (real cuDNN wheels from the releases fixtures, hard-linked
# where the file system allows, so a root costs no copy), and the report
# of cudnn-strict-probe --root on it.  The expectations are those of the
# python_env cases (fake_env_expect, fake_env_expect_rc).

# IN_LIST (CMP0057) in a cmake -P script.
cmake_minimum_required(VERSION 3.21)
include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/../../python_env/support/FakeEnv.cmake")

# A fresh root at WORK_DIR/root; sets `root` and `site` (its Python's
# site-packages, as the root names it) and `site_dir` (here).
macro(root_make)
  file(REMOVE_RECURSE "${WORK_DIR}")
  set(root "${WORK_DIR}/root")
  set(site "/usr/local/lib/python3.12/site-packages")
  set(site_dir "${root}${site}")
  file(MAKE_DIRECTORY "${site_dir}" "${root}/etc" "${root}/usr/lib/x86_64-linux-gnu")
endmacro()

# Hard-links (or copies) the file <from> to <to>.
function(root_link from to)
  get_filename_component(_dir "${to}" DIRECTORY)
  file(MAKE_DIRECTORY "${_dir}")
  file(REMOVE "${to}")
  file(CREATE_LINK "${from}" "${to}" COPY_ON_ERROR)
endfunction()

# Builds the root's /usr/local/bin/app, a program that calls
# cudnnGetVersion() and links <library> (a path on this machine, usually
# inside the root) as the linker records it: its NEEDED names the
# library's soname.  Arguments after <library> go to the compiler (flags,
# or C text to put before main with SOURCE <text>).
function(root_program library)
  cmake_parse_arguments(PARSE_ARGV 1 _arg "" "SOURCE" "")
  file(WRITE "${WORK_DIR}/app.c" "int cudnnGetVersion(void);\n${_arg_SOURCE}int main(void) { return cudnnGetVersion() == 0; }\n")
  file(MAKE_DIRECTORY "${root}/usr/local/bin")
  execute_process(COMMAND "${CC}" ${_arg_UNPARSED_ARGUMENTS} -o "${root}/usr/local/bin/app" "${WORK_DIR}/app.c"
      "${library}"
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not build the program: ${_err}")
  endif()
endfunction()

# The nvidia-cudnn wheel of release <id> (RELEASE_<id>_ROOT), installed
# into the root's site-packages as pip installs it: nvidia/cudnn (its
# libraries and headers) and its dist-info.  WITHOUT <name>... leaves those sub-libraries out.
function(root_cudnn_wheel id)
  cmake_parse_arguments(PARSE_ARGV 1 _wheel "" "" "WITHOUT")
  set(_lib "${RELEASE_${id}_ROOT}/lib")
  get_filename_component(_unpacked "${RELEASE_${id}_ROOT}/../.." ABSOLUTE)
  if(NOT EXISTS "${_lib}/libcudnn.so.9")
    message(FATAL_ERROR "release ${id} is not unpacked at ${_lib}")
  endif()
  file(GLOB _files "${_lib}/libcudnn*.so.*")
  foreach(_file IN LISTS _files)
    get_filename_component(_name "${_file}" NAME)
    string(REGEX REPLACE "^libcudnn_(.*)\\.so\\..*$" "\\1" _part "${_name}")
    if(NOT _part IN_LIST _wheel_WITHOUT)
      root_link("${_file}" "${site_dir}/nvidia/cudnn/lib/${_name}")
    endif()
  endforeach()
  # The headers too, for a build against the root (find_package).
  file(GLOB _headers "${RELEASE_${id}_ROOT}/include/*.h")
  foreach(_header IN LISTS _headers)
    get_filename_component(_name "${_header}" NAME)
    root_link("${_header}" "${site_dir}/nvidia/cudnn/include/${_name}")
  endforeach()
  file(GLOB _infos "${_unpacked}/nvidia_cudnn*.dist-info")
  foreach(_info IN LISTS _infos)
    get_filename_component(_name "${_info}" NAME)
    file(COPY "${_info}/METADATA" DESTINATION "${site_dir}/${_name}")
  endforeach()
endfunction()

# cuDNN of release <id> as a system package installs it: its libraries in
# the root's directory <dir> ("/usr/lib/x86_64-linux-gnu").
function(root_system_cudnn id dir)
  file(GLOB _files "${RELEASE_${id}_ROOT}/lib/libcudnn*.so.*")
  foreach(_file IN LISTS _files)
    get_filename_component(_name "${_file}" NAME)
    root_link("${_file}" "${root}${dir}/${_name}")
  endforeach()
endfunction()

# A framework's dist-info (its METADATA as its wheel has it).
function(root_dist name version)
  cmake_parse_arguments(PARSE_ARGV 2 _dist "" "" "REQUIRES")
  string(REPLACE "-" "_" _dir "${name}")
  set(_text "Metadata-Version: 2.1\nName: ${name}\nVersion: ${version}\n")
  foreach(_requirement IN LISTS _dist_REQUIRES)
    string(APPEND _text "Requires-Dist: ${_requirement}\n")
  endforeach()
  file(WRITE "${site_dir}/${_dir}-${version}.dist-info/METADATA" "${_text}\nA framework.\n")
endfunction()

# torch's record of the cuDNN it was built with.
function(root_torch_macros cudnn)
  file(WRITE "${site_dir}/torch/include/caffe2/core/macros.h"
    "#pragma once\n#define CAFFE2_BUILD_STRINGS { \\\n"
    "  {\"TORCH_VERSION\", \"2.9.0\"}, \\\n  {\"USE_CUDNN\", \"ON\"}, \\\n"
    "  {\"CUDNN_VERSION\", \"${cudnn}\"}, \\\n}\n")
endfunction()

# Runs the probe with --root <root> and ARGN (ENV entries for cmake -E env
# before a literal ARGS); this machine's LD_LIBRARY_PATH names a cuDNN of
# this machine (a fake tree), which must never answer for the root.  Sets `rc`, `out` (white
# space folded) and `raw`; stderr must be empty.
function(root_run)
  cmake_parse_arguments(PARSE_ARGV 0 _run "" "" "ENV;ARGS")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${FAKE_v9_20_0_LIBRARY_DIR}" ${_run_ENV}
      "${PROBE}" --root "${root}" ${_run_ARGS}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _err STREQUAL "")
    message(FATAL_ERROR "stderr is not empty:\n${_err}\nstdout:\n${_out}")
  endif()
  string(REGEX REPLACE "[ \t\n]+" " " _folded "${_out}")
  set(rc "${_rc}" PARENT_SCOPE)
  set(out "${_folded}" PARENT_SCOPE)
  set(raw "${_out}" PARENT_SCOPE)
endfunction()

# Runs the probe with --image <image> and ARGN, as root_run.
function(image_run image)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${FAKE_v9_20_0_LIBRARY_DIR}"
      "${PROBE}" --image "${image}" ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _err STREQUAL "")
    message(FATAL_ERROR "stderr is not empty:\n${_err}\nstdout:\n${_out}")
  endif()
  string(REGEX REPLACE "[ \t\n]+" " " _folded "${_out}")
  set(rc "${_rc}" PARENT_SCOPE)
  set(out "${_folded}" PARENT_SCOPE)
  set(raw "${_out}" PARENT_SCOPE)
endfunction()

# Packs WORK_DIR/<name>.{oci,oci.tar,docker.tar} with pack_image.py and
# ARGN (its --layer, --env, --formats arguments).
function(image_pack name)
  execute_process(COMMAND "${PYTHON}" "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/pack_image.py"
      "${WORK_DIR}/${name}" ${ARGN}
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not pack ${name}: ${_err}")
  endif()
endfunction()

# Writes the tar file <out> holding the entries a Python expression
# builds (`tar` is an open tarfile, `T` the tarfile module): a layer no
# honest build writes.
function(image_raw_layer out code)
  execute_process(COMMAND "${PYTHON}" -c "import io, tarfile as T
tar = T.open(r'''${out}''', 'w', format=T.PAX_FORMAT)
def put(name, data=b'', kind=T.REGTYPE, link=''):
    info = T.TarInfo(name)
    info.type = kind
    info.linkname = link
    info.size = len(data) if kind == T.REGTYPE else 0
    tar.addfile(info, io.BytesIO(data) if kind == T.REGTYPE else None)
${code}
tar.close()"
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not write ${out}: ${_err}")
  endif()
endfunction()

# Runs the probe on the image file <image> with ARGN; sets `rc`, `out`
# and `err` (stderr, which these cases expect).
function(image_run_file image)
  execute_process(COMMAND "${PROBE}" --image "${image}" ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  set(rc "${_rc}" PARENT_SCOPE)
  set(out "${_out}" PARENT_SCOPE)
  set(err "${_err}" PARENT_SCOPE)
endfunction()
