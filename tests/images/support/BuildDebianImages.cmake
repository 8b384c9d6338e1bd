# Distributed under the OSI-approved BSD 3-Clause License.
#
# Test fixture (cmake -P, with PYTHON, DOWNLOADS, the suite's download
# folder, and STATE, a file of the build tree): builds the images of the
# images.Debian* cases with the tools an image is built with, offline
# from the network's point of view once their inputs are cached:
#
#   mmdebstrap  a Debian bookworm root (variant minbase, python3-minimal)
#               from the Debian mirror, as a tarball: the base layer
#   pip         real wheels installed into layer folders
#               (pip install --no-deps --target, never the image's Python)
#   umoci       an OCI layout, one layer added per step (raw add-layer),
#               ENV lines (config), each image a tag
#   skopeo      each tag copied out as an image of its own: OCI layouts,
#               and the pinned image as an OCI archive and a docker-archive
#
# The images (torch 2.11.0 for CUDA 13, built with and pinning cuDNN
# 9.19.0, nvidia-cudnn-cu13==9.19.0.56):
#   pinned       base, torch, the pinned wheel (oci, oci.tar, docker.tar)
#   later_wheel  pinned, then a layer that installs nvidia-cudnn-cu13
#                9.12.0.46 over it as pip does (the old dist-info deleted)
#   whiteout     pinned, then a layer deleting libcudnn_cnn.so.9
#   env_mixed    pinned, cuDNN 9.12.0 as NVIDIA's Debian package lays it
#                out in /usr/lib/x86_64-linux-gnu (versioned files, links,
#                the ld.so cache ldconfig writes), ENV LD_LIBRARY_PATH at it
#   system       base, torch without its cuDNN wheel, the same system layer
#
# Everything downloaded is kept in DOWNLOADS, so a machine builds the
# images once: the wheels (DOWNLOADS/host, shared with the frameworks
# suite), the Debian packages (DOWNLOADS/images/debian/debs), the
# mmdebstrap tarball (DOWNLOADS/images/debian/base-<key>.tar) and the
# images (DOWNLOADS/images/debian/<key>, the key covering this recipe,
# the wheels and the tarball).  STATE gets IMAGES_DEBIAN_DIR, or
# IMAGES_DEBIAN_SKIP with the reason when a tool is missing.
cmake_minimum_required(VERSION 3.21)
include("${CMAKE_CURRENT_LIST_DIR}/../../DownloadWheel.cmake")

function(_debian_skip reason)
  file(WRITE "${STATE}" "set(IMAGES_DEBIAN_SKIP [==[${reason}]==])\n")
  message(STATUS "the images.Debian* cases will skip: ${reason}")
endfunction()

file(REMOVE "${STATE}")
foreach(_tool IN ITEMS mmdebstrap umoci skopeo tar)
  find_program(_${_tool} ${_tool} PATHS /usr/sbin /sbin)
  if(NOT _${_tool})
    _debian_skip("${_tool} is not installed (Debian package ${_tool})")
    return()
  endif()
endforeach()
find_program(_ldconfig ldconfig PATHS /usr/sbin /sbin)
# mmdebstrap builds as root, or in a user namespace through uidmap's
# newuidmap; ldconfig -r (the system layer's cache) needs chroot.
execute_process(COMMAND id -u OUTPUT_VARIABLE _uid OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT _uid STREQUAL "0")
  _debian_skip("building the Debian images needs root (mmdebstrap, ldconfig -r)")
  return()
endif()

# The wheels, for CPython 3.11 (bookworm's) whatever this machine's Python.
set(_platform --only-binary=:all: --python-version 3.11 --implementation cp
  --platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64)
set(_wheels "")
foreach(_requirement IN ITEMS torch==2.11.0 nvidia-cudnn-cu13==9.19.0.56
                              nvidia-cudnn-cu13==9.12.0.46)
  cudnn_strict_download_wheel(${_requirement} "${DOWNLOADS}/host" _wheel _error ${_platform})
  if(NOT _wheel)
    _debian_skip("${_error}")
    return()
  endif()
  string(REGEX REPLACE "[-=.]" "_" _id "${_requirement}")
  set(_wheel_${_id} "${_wheel}")
  get_filename_component(_name "${_wheel}" NAME)
  string(APPEND _wheels "${_name};")
endforeach()

# The base: a minimal Debian root from the mirror.  The packages apt
# downloads are kept (sync-out) and offered again (sync-in), and left out
# of the tarball.
set(_debian "${DOWNLOADS}/images/debian")
set(_mmdebstrap_args --variant=minbase --include=python3-minimal bookworm)
string(REPLACE ";" " " _mmdebstrap_line "mmdebstrap ${_mmdebstrap_args}")
string(SHA256 _base_key "${_mmdebstrap_line}")
string(SUBSTRING "${_base_key}" 0 16 _base_key)
set(_base "${_debian}/base-${_base_key}.tar")
string(RANDOM LENGTH 12 _nonce)
set(_work "${_debian}/.partial-${_nonce}")
file(MAKE_DIRECTORY "${_work}" "${_debian}/debs")
string(TIMESTAMP _started "%s")
if(NOT EXISTS "${_base}")
  execute_process(COMMAND "${_mmdebstrap}" --quiet --skip=download/empty --skip=essential/unlink
      "--setup-hook=mkdir -p \"$1\"/var/cache/apt/archives"
      "--setup-hook=sync-in ${_debian}/debs /var/cache/apt/archives/"
      "--customize-hook=sync-out /var/cache/apt/archives ${_debian}/debs"
      "--customize-hook=rm -f \"$1\"/var/cache/apt/archives/*.deb"
      ${_mmdebstrap_args} "${_work}/base.tar"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    file(REMOVE_RECURSE "${_work}")
    message(FATAL_ERROR "mmdebstrap ${_mmdebstrap_args} failed (${_rc}):\n${_out}${_err}")
  endif()
  file(RENAME "${_work}/base.tar" "${_base}")
endif()

file(READ "${CMAKE_CURRENT_LIST_FILE}" _recipe)
string(SHA256 _key "${_recipe}${_wheels}${_base}")
string(SUBSTRING "${_key}" 0 16 _key)
set(_dir "${_debian}/${_key}")
if(EXISTS "${_dir}/built.txt")
  file(REMOVE_RECURSE "${_work}")
  file(WRITE "${STATE}" "set(IMAGES_DEBIAN_DIR [==[${_dir}]==])\n")
  message(STATUS "Debian images already built in ${_dir}")
  return()
endif()

function(_run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    file(REMOVE_RECURSE "${_work}")
    string(REPLACE ";" " " _command "${ARGN}")
    message(FATAL_ERROR "${_command} failed (${_rc}):\n${_out}${_err}")
  endif()
endfunction()

# pip installs <wheel> into the layer folder <layer>'s site-packages.
set(_site usr/local/lib/python3.11/dist-packages)
function(_pip layer wheel)
  _run("${PYTHON}" -m pip install --no-deps --no-compile --disable-pip-version-check
    --root-user-action=ignore --quiet ${_platform}
    --target "${_work}/layers/${layer}/${_site}" "${wheel}")
endfunction()

# The layer folder <layer> as WORK/<layer>.tar (owner 0, time 0; the
# folder then goes, to spare the disk), added to the umoci image <from>
# as the tag <to>, with the Dockerfile line <created_by> as its history.
function(_add_layer from to layer created_by)
  if(NOT EXISTS "${_work}/${layer}.tar")
    _run("${_tar}" --numeric-owner --owner=0 --group=0 --sort=name --mtime=@0
      -C "${_work}/layers/${layer}" -cf "${_work}/${layer}.tar" .)
    file(REMOVE_RECURSE "${_work}/layers/${layer}")
  endif()
  _run("${_umoci}" raw add-layer --image "${_work}/all.oci:${from}" --tag "${to}"
    --history.created_by "${created_by}" "${_work}/${layer}.tar")
endfunction()

# The system cuDNN 9.12.0 as NVIDIA's libcudnn9-cuda-13 package installs
# it (libcudnn*.so.9.12.0, the .so.9 links) with the /etc/ld.so.cache its
# ldconfig trigger writes: ldconfig -r on the base root with the files.
_pip(cudnn_9_12 "${_wheel_nvidia_cudnn_cu13__9_12_0_46}")
set(_multiarch usr/lib/x86_64-linux-gnu)
file(MAKE_DIRECTORY "${_work}/scratch")
_run("${_tar}" -C "${_work}/scratch" --exclude=./dev -xf "${_base}")
file(GLOB _libs "${_work}/layers/cudnn_9_12/${_site}/nvidia/cudnn/lib/libcudnn*.so.9")
foreach(_lib IN LISTS _libs)
  get_filename_component(_name "${_lib}" NAME)
  foreach(_into IN ITEMS scratch layers/system)
    file(MAKE_DIRECTORY "${_work}/${_into}/${_multiarch}")
    file(CREATE_LINK "${_lib}" "${_work}/${_into}/${_multiarch}/${_name}.12.0" COPY_ON_ERROR)
    file(CREATE_LINK "${_name}.12.0" "${_work}/${_into}/${_multiarch}/${_name}" SYMBOLIC)
  endforeach()
endforeach()
_run("${_ldconfig}" -r "${_work}/scratch")
file(COPY "${_work}/scratch/etc/ld.so.cache" DESTINATION "${_work}/layers/system/etc")
file(REMOVE_RECURSE "${_work}/scratch")

# Installing 9.12.0.46 over 9.19.0.56 as pip does: the new files, and
# whiteouts for the old dist-info and the old files the new wheel lacks.
_pip(cudnn_9_19 "${_wheel_nvidia_cudnn_cu13__9_19_0_56}")
set(_old "${_work}/layers/cudnn_9_19/${_site}")
set(_new "${_work}/layers/cudnn_9_12/${_site}")
file(GLOB_RECURSE _old_files RELATIVE "${_old}" "${_old}/nvidia/*")
foreach(_file IN LISTS _old_files)
  if(NOT EXISTS "${_new}/${_file}")
    get_filename_component(_dir_of "${_file}" DIRECTORY)
    get_filename_component(_name "${_file}" NAME)
    file(WRITE "${_new}/${_dir_of}/.wh.${_name}" "")
  endif()
endforeach()
file(WRITE "${_new}/.wh.nvidia_cudnn_cu13-9.19.0.56.dist-info" "")
file(WRITE "${_work}/layers/rm_cnn/${_site}/nvidia/cudnn/lib/.wh.libcudnn_cnn.so.9" "")
_pip(torch "${_wheel_torch__2_11_0}")

# One layout, a tag per step; images share their layers' blobs.
set(_path "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
_run("${_umoci}" init --layout "${_work}/all.oci")
_run("${_umoci}" new --image "${_work}/all.oci:empty")
_run("${_umoci}" config --image "${_work}/all.oci:empty" --no-history --config.env "${_path}")
_run("${_umoci}" raw add-layer --image "${_work}/all.oci:empty" --tag base
  --history.created_by "${_mmdebstrap_line}" "${_base}")
_add_layer(base torch torch "RUN pip install --no-deps torch==2.11.0")
_add_layer(torch pinned cudnn_9_19 "RUN pip install nvidia-cudnn-cu13==9.19.0.56")
_add_layer(pinned later_wheel cudnn_9_12 "RUN pip install nvidia-cudnn-cu13==9.12.0.46")
_add_layer(pinned whiteout rm_cnn
  "RUN rm /${_site}/nvidia/cudnn/lib/libcudnn_cnn.so.9")
_add_layer(pinned env_mixed_layers system "RUN apt-get install -y libcudnn9-cuda-13=9.12.0.*")
set(_ld "LD_LIBRARY_PATH=/${_multiarch}:/usr/local/nvidia/lib64")
_run("${_umoci}" config --image "${_work}/all.oci:env_mixed_layers" --tag env_mixed
  --history.created_by "ENV ${_ld}" --config.env "${_path}" --config.env "${_ld}")
_add_layer(torch system system "RUN apt-get install -y libcudnn9-cuda-13=9.12.0.*")
file(REMOVE_RECURSE "${_work}/layers")
file(GLOB _layer_tars "${_work}/*.tar")
file(REMOVE ${_layer_tars})

# Each image on its own (the probe reads an index's first image), its
# blobs, named by their digests, hard links to the shared layout's.
function(_copy image destination)
  _run("${_skopeo}" copy --quiet "oci:${_work}/all.oci:${image}" "${destination}")
  file(GLOB _blobs "${_work}/${image}.oci/blobs/sha256/*")
  foreach(_blob IN LISTS _blobs)
    get_filename_component(_digest "${_blob}" NAME)
    file(REMOVE "${_blob}")
    file(CREATE_LINK "${_work}/all.oci/blobs/sha256/${_digest}" "${_blob}" COPY_ON_ERROR)
  endforeach()
endfunction()
foreach(_image IN ITEMS pinned later_wheel whiteout env_mixed system)
  _copy(${_image} "oci:${_work}/${_image}.oci")
endforeach()
_copy(pinned "oci-archive:${_work}/pinned.oci.tar")
_copy(pinned "docker-archive:${_work}/pinned.docker.tar:cudnn-strict/pinned:latest")
file(REMOVE_RECURSE "${_work}/all.oci")
string(TIMESTAMP _finished "%s")
math(EXPR _seconds "${_finished} - ${_started}")
file(WRITE "${_work}/built.txt" "${_key}\nbuilt in ${_seconds} s\n")
# Whole or not at all: another build tree may be building the same.
file(RENAME "${_work}" "${_dir}" RESULT _renamed)
if(NOT _renamed STREQUAL "0")
  file(REMOVE_RECURSE "${_work}")
endif()
file(WRITE "${STATE}" "set(IMAGES_DEBIAN_DIR [==[${_dir}]==])\n")
# The images of an earlier recipe are of no use any more (GBs each).
file(GLOB _built LIST_DIRECTORIES true "${_debian}/*")
foreach(_other IN LISTS _built)
  get_filename_component(_name "${_other}" NAME)
  if(_name MATCHES "^[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]$"
     AND NOT _name STREQUAL _key)
    file(REMOVE_RECURSE "${_other}")
  endif()
endforeach()
message(STATUS "Debian images built in ${_dir} in ${_seconds} s")
