# Distributed under the OSI-approved BSD 3-Clause License.
#
# Test fixture (cmake -P, with PYTHON, FAKES_FILE and IMAGES, the folder
# of this machine's built images): builds the images of the images cases
# from the real cuDNN wheels the releases fixtures unpacked, with
# pack_image.py, into IMAGES/<key> (the key covers the recipe and the
# wheels), and writes IMAGES/current.cmake naming that folder.  An image
# built before is not built again: the folder is shared by build trees.
#
# The images (layers in order; blobs shared by digest):
#   pinned      torch pinned to 9.12.0.46, the 9.12.0.46 wheel, ENV
#               LD_LIBRARY_PATH at a directory without cuDNN (OCI layout,
#               OCI archive, docker archive)
#   later_wheel torch pinned to 9.28.1.4, its wheel, then a layer that
#               installs the 9.12.0.46 wheel over it
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

_layer_torch(torch_9_12 9.12.0 9.12.0.46)
_layer_torch(torch_9_28 9.28.1 9.28.1.4)
_layer_wheel(wheel_9_12 cu13_oldest)
_layer_wheel(wheel_9_28 cu13_newest)
_layer_wheel(wheel_9_12_over cu13_oldest)
# pip installing the 9.12.0.46 wheel over 9.28.1.4 uninstalls the older
# first: its dist-info and the files 9.12 does not ship go (whiteouts).
file(WRITE "${_work}/layers/wheel_9_12_over/${_site}/.wh.nvidia_cudnn_cu13-9.28.1.4.dist-info" "")
foreach(_name IN ITEMS libcudnn_ext.so.9 libcudnn_engines_tensor_ir.so.9)
  file(WRITE "${_work}/layers/wheel_9_12_over/${_site}/nvidia/cudnn/lib/.wh.${_name}" "")
endforeach()
_layer_files(system_9_28 cu13_newest usr/lib/x86_64-linux-gnu)
file(WRITE "${_work}/layers/rm_cnn/${_site}/nvidia/cudnn/lib/.wh.libcudnn_cnn.so.9" "")

set(_l "${_work}/layers")
set(_torch_9_12 --layer "${_l}/torch_9_12,gzip,COPY torch /usr/local/lib/python3.12/site-packages")
set(_torch_9_28 --layer "${_l}/torch_9_28,gzip,COPY torch /usr/local/lib/python3.12/site-packages")
set(_wheel_9_12 --layer "${_l}/wheel_9_12,none,RUN pip install --no-deps nvidia-cudnn-cu13==9.12.0.46")
set(_wheel_9_28 --layer "${_l}/wheel_9_28,none,RUN pip install --no-deps nvidia-cudnn-cu13==9.28.1.4")
_pack(pinned ${_torch_9_12} ${_wheel_9_12} --env LD_LIBRARY_PATH=/usr/local/nvidia/lib64)
_pack(later_wheel ${_torch_9_28} ${_wheel_9_28}
  --layer "${_l}/wheel_9_12_over,none,RUN pip install onnx-tool # pulls nvidia-cudnn-cu13==9.12.0.46"
  --formats oci)
_pack(env_mixed ${_torch_9_12} ${_wheel_9_12}
  --layer "${_l}/system_9_28,none,RUN apt-get install -y libcudnn9-cuda-13"
  --env LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu:/usr/local/nvidia/lib64
  --formats oci)
_pack(whiteout ${_torch_9_12} ${_wheel_9_12}
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
