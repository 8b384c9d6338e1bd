# Distributed under the OSI-approved BSD 3-Clause License.
#
# Test fixture (cmake -P, with PYTHON, FAKES_FILE and IMAGES, the folder
# of this machine's built images): builds the images of the images cases
# from the real cuDNN wheels the releases fixtures unpacked, with
# pack_image.py, into IMAGES/<key> (the key covers the recipe and the
# wheels), and writes IMAGES/current.cmake naming that folder.  An image
# built before is not built again: the folder is shared by build trees.
#
# The images (layers in order; blobs shared by digest), each on a Debian
# bookworm base layer (libc6, libgcc-s1, libstdc++6, zlib1g from the
# Debian mirror, with the ld.so cache ldconfig -r writes for them):
#   pinned      torch pinned to 9.12.0.46, the 9.12.0.46 wheel, ENV
#               LD_LIBRARY_PATH at a directory without cuDNN (OCI layout,
#               OCI archive, docker archive)
#   later_wheel torch pinned to 9.28.1.4, then a layer that installs the
#               9.12.0.46 wheel (the blob of pinned's wheel layer)
#   env_mixed   the pinned image, cuDNN 9.28.1 in /usr/lib/x86_64-linux-gnu
#               as a system package, ENV LD_LIBRARY_PATH at it
#   whiteout    the pinned image and a layer deleting libcudnn_cnn.so.9
#               (OCI layout)
cmake_minimum_required(VERSION 3.21)
include("${FAKES_FILE}")
set(_site usr/local/lib/python3.12/site-packages)
file(READ "${CMAKE_CURRENT_LIST_DIR}/pack_image.py" _script)
file(READ "${CMAKE_CURRENT_LIST_FILE}" _recipe)
set(_inputs "${_script}${_recipe}")
foreach(_id IN ITEMS cu13_oldest cu13_newest)
  file(READ "${RELEASE_${_id}_ROOT}/../../fetched.txt" _fetched)
  string(APPEND _inputs "${_id}=${_fetched}")
endforeach()
# The Debian base: the packages cuDNN's libraries need, downloaded once
# per machine with apt-get (never unpacked anywhere but into a layer).
set(_debs_dir "${IMAGES}/debs")
set(_packages libc6 libgcc-s1 libstdc++6 zlib1g)
file(GLOB _debs "${_debs_dir}/*.deb")
list(LENGTH _debs _deb_count)
list(LENGTH _packages _package_count)
if(NOT _deb_count EQUAL _package_count)
  string(RANDOM LENGTH 12 _nonce)
  set(_partial "${IMAGES}/.debs-${_nonce}")
  file(MAKE_DIRECTORY "${_partial}")
  execute_process(COMMAND apt-get download ${_packages} WORKING_DIRECTORY "${_partial}"
    RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_VARIABLE _err)
  file(GLOB _fetched "${_partial}/*.deb")
  list(LENGTH _fetched _fetched_count)
  if(NOT _rc EQUAL 0 OR NOT _fetched_count EQUAL _package_count)
    file(REMOVE_RECURSE "${_partial}")
    message(STATUS "CUDNN_STRICT_SKIP: apt-get download ${_packages} failed: ${_err}")
    return()
  endif()
  file(REMOVE_RECURSE "${_debs_dir}")
  file(RENAME "${_partial}" "${_debs_dir}")
  file(GLOB _debs "${_debs_dir}/*.deb")
endif()
foreach(_deb IN LISTS _debs)
  get_filename_component(_name "${_deb}" NAME)
  string(APPEND _inputs "${_name}")
endforeach()
string(SHA256 _key "${_inputs}")
string(SUBSTRING "${_key}" 0 16 _key)
set(_dir "${IMAGES}/${_key}")
if(EXISTS "${_dir}/built.txt")
  message(STATUS "images already built in ${_dir}")
  file(WRITE "${IMAGES}/current.cmake" "set(IMAGES_DIR [==[${_dir}]==])\n")
  return()
endif()
string(RANDOM LENGTH 12 _nonce)
set(_work "${IMAGES}/.partial-${_nonce}")
file(MAKE_DIRECTORY "${_work}/blobs")

# A layer directory <name> under the work folder.
function(_layer_torch name cudnn pin)
  set(_root "${_work}/layers/${name}/${_site}")
  file(WRITE "${_root}/torch-2.9.0.dist-info/METADATA"
    "Metadata-Version: 2.1\nName: torch\nVersion: 2.9.0\n"
    "Requires-Dist: nvidia-cudnn-cu13==${pin}; platform_system == \"Linux\"\n\nTensors.\n")
  file(WRITE "${_root}/torch/include/caffe2/core/macros.h"
    "#pragma once\n#define CAFFE2_BUILD_STRINGS { \\\n  {\"USE_CUDNN\", \"ON\"}, \\\n"
    "  {\"CUDNN_VERSION\", \"${cudnn}\"}, \\\n}\n")
endfunction()
function(_layer_files name id into)
  set(_lib "${RELEASE_${id}_ROOT}/lib")
  file(GLOB _files "${_lib}/libcudnn*.so.*")
  foreach(_file IN LISTS _files)
    get_filename_component(_name "${_file}" NAME)
    file(MAKE_DIRECTORY "${_work}/layers/${name}/${into}")
    file(CREATE_LINK "${_file}" "${_work}/layers/${name}/${into}/${_name}" COPY_ON_ERROR)
  endforeach()
endfunction()
function(_layer_wheel name id)
  _layer_files(${name} ${id} "${_site}/nvidia/cudnn/lib")
  file(GLOB _infos "${RELEASE_${id}_ROOT}/../../nvidia_cudnn*.dist-info")
  foreach(_info IN LISTS _infos)
    get_filename_component(_info_name "${_info}" NAME)
    file(COPY "${_info}/METADATA" DESTINATION "${_work}/layers/${name}/${_site}/${_info_name}")
  endforeach()
endfunction()
function(_pack name)
  execute_process(COMMAND "${PYTHON}" "${CMAKE_CURRENT_LIST_DIR}/pack_image.py"
      "${_work}/${name}" --blobs "${_work}/blobs" ${ARGN}
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    file(REMOVE_RECURSE "${_work}")
    message(FATAL_ERROR "could not pack ${name}: ${_err}")
  endif()
endfunction()

# A Debian root as bookworm's merged /usr has it (/lib a link to usr/lib),
# with the ld.so cache ldconfig writes for it (-r needs root privileges;
# without them the image has no cache, as a root made by hand).
function(_layer_debian name)
  set(_root "${_work}/layers/${name}")
  file(MAKE_DIRECTORY "${_root}/usr/lib" "${_root}/usr/bin" "${_root}/etc")
  foreach(_deb IN LISTS _debs)
    file(REMOVE_RECURSE "${_work}/deb")
    execute_process(COMMAND dpkg-deb -x "${_deb}" "${_work}/deb" RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "dpkg-deb could not unpack ${_deb}")
    endif()
    foreach(_top IN ITEMS lib lib64 usr etc)
      if(IS_DIRECTORY "${_work}/deb/${_top}")
        set(_to "${_root}/${_top}")
        if(_top MATCHES "^lib")
          set(_to "${_root}/usr/${_top}")
        endif()
        file(COPY "${_work}/deb/${_top}/" DESTINATION "${_to}")
      endif()
    endforeach()
  endforeach()
  file(REMOVE_RECURSE "${_work}/deb")
  file(CREATE_LINK usr/lib "${_root}/lib" SYMBOLIC)
  file(CREATE_LINK usr/lib64 "${_root}/lib64" SYMBOLIC)
  file(WRITE "${_root}/etc/ld.so.conf" "include /etc/ld.so.conf.d/*.conf\n")
  find_program(_ldconfig ldconfig PATHS /sbin /usr/sbin)
  if(_ldconfig)
    execute_process(COMMAND "${_ldconfig}" -r "${_root}" OUTPUT_QUIET ERROR_QUIET)
  endif()
endfunction()

_layer_debian(debian)
_layer_torch(torch_9_12 9.12.0 9.12.0.46)
_layer_torch(torch_9_28 9.28.1 9.28.1.4)
_layer_wheel(wheel_9_12 cu13_oldest)
_layer_files(system_9_28 cu13_newest usr/lib/x86_64-linux-gnu)
file(WRITE "${_work}/layers/rm_cnn/${_site}/nvidia/cudnn/lib/.wh.libcudnn_cnn.so.9" "")

set(_l "${_work}/layers")
set(_debian --layer "${_l}/debian,gzip,ADD debian-bookworm.tar /")
set(_torch_9_12 --layer "${_l}/torch_9_12,gzip,COPY torch /usr/local/lib/python3.12/site-packages")
set(_torch_9_28 --layer "${_l}/torch_9_28,gzip,COPY torch /usr/local/lib/python3.12/site-packages")
set(_wheel_9_12 --layer "${_l}/wheel_9_12,none,RUN pip install --no-deps nvidia-cudnn-cu13==9.12.0.46")
_pack(pinned ${_debian} ${_torch_9_12} ${_wheel_9_12} --env LD_LIBRARY_PATH=/usr/local/nvidia/lib64)
_pack(later_wheel ${_debian} ${_torch_9_28}
  --layer "${_l}/wheel_9_12,none,RUN pip install onnx-tool # pulls nvidia-cudnn-cu13==9.12.0.46"
  --formats oci)
_pack(env_mixed ${_debian} ${_torch_9_12} ${_wheel_9_12}
  --layer "${_l}/system_9_28,none,RUN apt-get install -y libcudnn9-cuda-13"
  --env LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu:/usr/local/nvidia/lib64
  --formats oci)
_pack(whiteout ${_debian} ${_torch_9_12} ${_wheel_9_12}
  --layer "${_l}/rm_cnn,gzip,RUN rm /usr/local/lib/python3.12/site-packages/nvidia/cudnn/lib/libcudnn_cnn.so.9"
  --formats oci)
file(REMOVE_RECURSE "${_l}")
file(WRITE "${_work}/built.txt" "${_key}\n")
# Whole or not at all: another build tree may be building the same.
file(RENAME "${_work}" "${_dir}" RESULT _renamed)
if(NOT _renamed STREQUAL "0")
  file(REMOVE_RECURSE "${_work}")
endif()
file(WRITE "${IMAGES}/current.cmake" "set(IMAGES_DIR [==[${_dir}]==])\n")
message(STATUS "images built in ${_dir}")
