# Distributed under the OSI-approved BSD 3-Clause License.
#
# Cases against real framework libraries from PyPI (label frameworks):
# cudnn-strict-probe --check-binary on a library that carries no
# CuDNNStrict note, with the cuDNN wheels of ../../releases beside it.
# Each framework wheel below is downloaded once (pip, into the build tree,
# by ../../releases/support/FetchRelease.cmake) and unpacked as pip would
# install it; a case finds it through FRAMEWORK_<id>_ROOT (the unpacked
# site-packages).

# id | requirement | the files to unpack (',' separated; default: all)
set(_frameworks
  # ONNX Runtime for CUDA 12: its CUDA provider names libcudnn.so.9 and
  # the CUDA 12 libraries as DT_NEEDED.
  "ort_cu12|onnxruntime-gpu==1.23.2"
  # ONNX Runtime for CUDA 13 (255 MB): its CUDA provider opens cuDNN
  # with dlopen().
  "ort_cu13|onnxruntime-gpu==1.31.1"
  # JAX's CUDA 12 plugin (8 MB), whose _versions module answers the cuDNN
  # it was built with without a GPU, and a cuDNN wheel it accepts (698 MB;
  # the too-old one is ../../releases' cu12_9_1).
  "jax_cu12|jax-cuda12-plugin==0.10.2"
  "cudnn_cu12_9_8|nvidia-cudnn-cu12==9.8.0.87"
  # TensorFlow 2.20.0 (620 MB): only its build record, METADATA and the
  # library whose lazy stubs open cuDNN; the cuDNN wheels it is judged
  # with (700 MB each): one it accepts, one of cuDNN 8.
  "tf|tensorflow==2.20.0|tensorflow/libtensorflow_framework.so.2,tensorflow/python/platform/build_info.py,tensorflow-2.20.0.dist-info/METADATA"
  "cudnn_cu12_9_10_2|nvidia-cudnn-cu12==9.10.2.21"
  "cudnn_cu12_8_9_7|nvidia-cudnn-cu12==8.9.7.29"
  # cuDNN 9.10.0, which JAX refuses for a plugin built with another release.
  "cudnn_cu12_9_10_0|nvidia-cudnn-cu12==9.10.0.56"
  # torch for CUDA 13 (539 MB): only the files a check reads, of 1.1 GB.
  "torch_cu13|torch==2.15.0|torch/include/caffe2/core/macros.h,torch/lib/libtorch_cuda.so,torch-2.15.0.dist-info/METADATA"
  # Whole torch wheels that a case imports, for torch's own answer:
  # 2.9.1 for CUDA 12.8 (900 MB, 1.7 GB unpacked; built with cuDNN 9.8.0,
  # pins nvidia-cudnn-cu12 9.10.2.21) and 2.11.0 for CUDA 13.0 (530 MB,
  # 1.1 GB unpacked; built with and pinning cuDNN 9.19.0), the pure-Python
  # packages `import torch` needs (42 MB), and the cuDNN wheel 2.11.0 pins.
  "torch_cu12_2_9|torch==2.9.1"
  "torch_cu13_2_11|torch==2.11.0"
  "torch_deps|filelock==3.20.0,fsspec==2025.10.0,jinja2==3.1.6,markupsafe==3.0.3,mpmath==1.3.0,networkx==3.5,sympy==1.14.0,typing_extensions==4.15.0"
  "cudnn_cu13_9_19|nvidia-cudnn-cu13==9.19.0.56")
set(_frameworks_dir "${CUDNN_STRICT_TEST_FETCH_DIR}/frameworks")
set(_fixtures release_cu12_9_1 release_cu13_newest release_cu13_9_20)
foreach(_framework IN LISTS _frameworks)
  string(REPLACE "|" ";" _fields "${_framework}")
  list(GET _fields 0 _id)
  list(GET _fields 1 _requirement)
  set(_members "")
  list(LENGTH _fields _field_count)
  if(_field_count GREATER 2)
    list(GET _fields 2 _members)
  endif()
  add_test(NAME frameworks.fetch_${_id}
    COMMAND ${CMAKE_COMMAND} "-DPYTHON=${Python3_EXECUTABLE}" "-DREQUIREMENTS=${_requirement}"
      "-DMEMBERS=${_members}"
      "-DDOWNLOADS=${CUDNN_STRICT_TEST_DOWNLOAD_DIR}/host"
      "-DDEST=${_frameworks_dir}/${_id}"
      -P "${CMAKE_CURRENT_LIST_DIR}/../../releases/support/FetchRelease.cmake")
  set_tests_properties(frameworks.fetch_${_id} PROPERTIES FIXTURES_SETUP framework_${_id}
    LABELS frameworks SKIP_REGULAR_EXPRESSION "CUDNN_STRICT_SKIP: " TIMEOUT 900)
  list(APPEND _fixtures framework_${_id})
  set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
    "set(FRAMEWORK_${_id}_ROOT [==[${_frameworks_dir}/${_id}]==])\n")
endforeach()
# The folder of the downloaded wheels, which a case installs from with pip
# (--no-index --find-links: never the network).
set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
  "set(FRAMEWORK_WHEELS_DIR [==[${CUDNN_STRICT_TEST_DOWNLOAD_DIR}/host]==])\n")
cudnn_strict_add_case_suite(frameworks FIXTURES ${_fixtures})
