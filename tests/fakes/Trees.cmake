# Distributed under the OSI-approved BSD 3-Clause License.
#
# The fake cuDNN trees the cases use.  Names say version and layout.

# One install per supported layout.
cudnn_strict_fake_install(v7_6_5 VERSION 7.6.5 LAYOUT legacy)
cudnn_strict_fake_install(v8_9_7 VERSION 8.9.7)
cudnn_strict_fake_install(v9_1_0 VERSION 9.1.0)
cudnn_strict_fake_install(v9_19_0 VERSION 9.19.0)
cudnn_strict_fake_install(v9_21_0 VERSION 9.21.0)
# 9.20 names engines_tensor_ir and ships without it (the wheel PyTorch
# 2.12 and 2.13 pin); the JIT flavour ships libcudnn, graph and
# engines_runtime_compiled alone.
cudnn_strict_fake_install(v9_20_0 VERSION 9.20.0)
cudnn_strict_fake_install(v9_27_0_jit VERSION 9.27.0
  WITHOUT_SUBLIBRARIES ops cnn adv engines_precompiled heuristic engines_tensor_ir ext)
cudnn_strict_fake_install(v10_0_0 VERSION 10.0.0)
cudnn_strict_fake_install(debian_v9 VERSION 9.16.0 LAYOUT debian)
cudnn_strict_fake_install(debian_alternatives VERSION 9.16.0 LAYOUT debian-alternatives)
# A Debian package of a major past 20 (cudnn_version_v21.h and cudnn_v21.h
# alone): the header's names are the C core's, whatever the major.
cudnn_strict_fake_install(debian_v21 VERSION 21.0.0 LAYOUT debian)
cudnn_strict_fake_install(conda_v9 VERSION 9.3.0 LAYOUT conda)

# A pip wheel inside a real virtual environment, found through its Python.
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_Interpreter_FOUND)
  set(_venv "${CUDNN_STRICT_FAKES_DIR}/venv")
  if(NOT EXISTS "${_venv}/bin/python")
    execute_process(COMMAND "${Python3_EXECUTABLE}" -m venv --without-pip "${_venv}"
      RESULT_VARIABLE _venv_rc)
  endif()
  execute_process(COMMAND "${_venv}/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
    OUTPUT_VARIABLE _site OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _site_rc)
  if(_site_rc EQUAL 0)
    cudnn_strict_fake_install(pip_v9 VERSION 9.5.1 LAYOUT pip ROOT "${_site}")
    # The base Python too, for cases that make virtual environments of their own.
    set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
      "set(FAKE_VENV_PYTHON [==[${_venv}/bin/python]==])\nset(FAKE_PYTHON3 [==[${Python3_EXECUTABLE}]==])\n")
  endif()
endif()

# Static archives beside the shared libraries (tests/find/Static*): NVIDIA's
# tar archive of cuDNN 9 and of 8.9 (infer/train archives), Debian's _v9
# names, cuDNN 8.2's one libcudnn_static.a, and engines archives of another
# release than the header's.
cudnn_strict_fake_install(static_v9 VERSION 9.19.0 STATIC)
cudnn_strict_fake_install(static_v8 VERSION 8.9.7 STATIC)
cudnn_strict_fake_install(static_v8_2 VERSION 8.2.4 STATIC)
cudnn_strict_fake_install(static_debian_v9 VERSION 9.16.0 LAYOUT debian STATIC)
cudnn_strict_fake_install(static_other_release VERSION 9.19.0 STATIC STATIC_RELEASE 9.1.0)

# Broken or mismatched installs.
cudnn_strict_fake_install(v9_missing_cnn VERSION 9.19.0 WITHOUT_SUBLIBRARIES cnn)
# cuDNN's own check of libcudnn_cnn answers SUBLIBRARY_UNAVAILABLE (3009).
cudnn_strict_fake_install(v9_cnn_unavailable VERSION 9.19.0 CNN_VERSION_CHECK 3009)
cudnn_strict_fake_install(v9_cudart12 VERSION 9.19.0 CUDART 12080)
cudnn_strict_fake_install(v9_1_0_cudart12 VERSION 9.1.0 CUDART 12040)
cudnn_strict_fake_install(v9_no_get_version VERSION 9.19.0 NO_GET_VERSION)
cudnn_strict_fake_install(v9_returns_zero VERSION 9.19.0 LIBRARY_CODE 0)
# cudnnGetCudartVersion() answers no CUDA version: 0, and SIZE_MAX.
cudnn_strict_fake_install(v9_cudart_zero VERSION 9.19.0 CUDART 0)
cudnn_strict_fake_install(v9_cudart_size_max VERSION 9.19.0 CUDART SIZE_MAX)
# cudnnGetVersion() answers SIZE_MAX.
cudnn_strict_fake_install(v9_version_size_max VERSION 9.19.0 LIBRARY_CODE SIZE_MAX)
# Libraries that print on the standard output they share with the probe:
# a 9.13.0 whose constructor prints a passing 9.19.0 report, and a correct
# 9.19.0 that prints a banner without a newline.
cudnn_strict_fake_install(v9_forging VERSION 9.19.0 LIBRARY_VERSION 9.13.0 PRINTS FORGED)
cudnn_strict_fake_install(v9_banner VERSION 9.19.0 PRINTS BANNER)
# An install whose libcudnn_graph needs zlib where the loader does not look
# for it (no default directory, no cache): as on a machine without zlib.
find_library(_fake_zlib NAMES libz.so.1 z NO_CACHE)
if(_fake_zlib)
  cudnn_strict_fake_install(v9_without_zlib VERSION 9.19.0 FIRST_SUBLIBRARY_NEEDS "${_fake_zlib}")
  get_filename_component(_fake_zlib_dir "${_fake_zlib}" DIRECTORY)
  set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
    "set(FAKE_ZLIB_DIR [==[${_fake_zlib_dir}]==])\n")
endif()

# A directory that holds only a stray libcudnn_cnn.so.9 of another install,
# the usual cause of CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH when it comes
# first in LD_LIBRARY_PATH.
set(_stray_dir "${CUDNN_STRICT_FAKES_DIR}/stray_cnn/lib64")
add_custom_command(OUTPUT "${_stray_dir}/libcudnn_cnn.so.9"
  COMMAND ${CMAKE_COMMAND} -E make_directory "${_stray_dir}"
  COMMAND ${CMAKE_COMMAND} -E copy "$<TARGET_FILE:fake_cudnn_v9_1_0_cnn>" "${_stray_dir}/libcudnn_cnn.so.9"
  DEPENDS fake_cudnn_v9_1_0_cnn
  VERBATIM)
add_custom_target(fake_stray_cnn ALL DEPENDS "${_stray_dir}/libcudnn_cnn.so.9")
set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
  "set(FAKE_stray_cnn_LIBRARY_DIR [==[${_stray_dir}]==])\n")

# The GPU check (tests/gpu): libcudnn trees whose CPU convolutions misbehave
# in one way each (v9_19_0 above is the correct one), and fake CUDA runtimes
# that a case puts on LD_LIBRARY_PATH.
cudnn_strict_fake_install(gpu_wrong_numbers VERSION 9.19.0 GPU WRONG_NUMBERS)
cudnn_strict_fake_install(gpu_arch_mismatch VERSION 9.19.0 GPU ARCH_MISMATCH)
cudnn_strict_fake_install(gpu_execution_failed VERSION 9.19.0 GPU EXECUTION_FAILED)
cudnn_strict_fake_install(gpu_not_initialized VERSION 9.19.0 GPU NOT_INITIALIZED)
cudnn_strict_fake_install(gpu_crash VERSION 9.19.0 GPU CRASH)
cudnn_strict_fake_install(gpu_max_sm86 VERSION 9.19.0 MAX_DEVICE_VERSION 860)
cudnn_strict_fake_install(gpu_v8_arch_mismatch VERSION 8.9.7 GPU ARCH_MISMATCH)
cudnn_strict_fake_install(gpu_v8_max_sm86 VERSION 8.9.7 MAX_DEVICE_VERSION 860)
cudnn_strict_fake_install(gpu_cuda11_max_sm86 VERSION 9.19.0 CUDART 11080 MAX_DEVICE_VERSION 860)
cudnn_strict_fake_install(gpu_cuda11 VERSION 9.19.0 CUDART 11080)
cudnn_strict_fake_install(gpu_wrong_winograd VERSION 9.19.0 GPU WRONG_WINOGRAD)
cudnn_strict_fake_install(gpu_wrong_bfloat16_tiles VERSION 9.19.0 GPU WRONG_BFLOAT16_TILES)
cudnn_strict_fake_install(gpu_no_tf32 VERSION 9.19.0 GPU NO_TF32)
cudnn_strict_fake_install(gpu_wrong_nhwc VERSION 9.19.0 GPU WRONG_NHWC)
cudnn_strict_fake_install(gpu_wrong_graph_engine VERSION 9.19.0 GPU WRONG_GRAPH_ENGINE)
cudnn_strict_fake_install(gpu_ignores_fma_math VERSION 9.19.0 GPU IGNORES_FMA_MATH)
cudnn_strict_fake_install(gpu_workspace_understated VERSION 9.19.0 GPU WORKSPACE_UNDERSTATED)
cudnn_strict_fake_install(gpu_half_declined VERSION 9.19.0 GPU HALF_DECLINED)
cudnn_strict_fake_install(gpu_sublibrary_unavailable VERSION 9.19.0 GPU SUBLIBRARY_UNAVAILABLE)
cudnn_strict_fake_install(gpu_create_sublibrary_mismatch VERSION 9.19.0 CREATE_STATUS 1002)
cudnn_strict_fake_install(gpu_create_out_of_memory VERSION 9.19.0 CREATE_STATUS 4004)
cudnn_strict_fake_install(gpu_create_loading_failed VERSION 9.19.0 CREATE_STATUS 1008)
cudnn_strict_fake_install(gpu_create_incompatible_cudart VERSION 9.19.0 CREATE_STATUS 3006)
cudnn_strict_fake_install(gpu_v8_nvrtc_missing VERSION 8.9.7 GPU NVRTC_MISSING)
cudnn_strict_fake_install(gpu_hang VERSION 9.19.0 GPU HANG)
cudnn_strict_fake_install(gpu_arch_mismatch_some VERSION 9.19.0 GPU ARCH_MISMATCH_SOME)
cudnn_strict_fake_install(gpu_arch_mismatch_some_max_sm86 VERSION 9.19.0 GPU ARCH_MISMATCH_SOME
  MAX_DEVICE_VERSION 860)
cudnn_strict_fake_cudart(correct)
cudnn_strict_fake_cudart(no_device BEHAVIOUR NO_DEVICE)
cudnn_strict_fake_cudart(no_driver BEHAVIOUR NO_DRIVER)
cudnn_strict_fake_cudart(old_driver BEHAVIOUR OLD_DRIVER)
cudnn_strict_fake_cudart(no_kernel_image BEHAVIOUR NO_KERNEL_IMAGE)
cudnn_strict_fake_cudart(old_gpu BEHAVIOUR OLD_GPU)
foreach(_behaviour IN ITEMS KEPLER STUB NOT_READY DRIVER_MISMATCH EXCLUSIVE_HELD PROHIBITED
    NO_CONTEXT_MEMORY TIGHT_MEMORY OLD_DISPLAY_GPU PTX_TOO_NEW COMPAT_NOT_SUPPORTED)
  string(TOLOWER "${_behaviour}" _name)
  cudnn_strict_fake_cudart(${_name} BEHAVIOUR ${_behaviour})
endforeach()

# Known-bad releases (tests/deploy, probe/core/cudnn_strict_known_bad.c):
# cuDNN 8.9.7 built for CUDA 11.1, which the table warns about; cuDNN 9.13.0,
# which it refuses for 3D convolutions in FP16 or BF16 and warns about for
# others.
cudnn_strict_fake_install(known_bad_v8_9_7_cuda11_1 VERSION 8.9.7 CUDART 11010)
cudnn_strict_fake_install(known_bad_v9_13_0 VERSION 9.13.0)
# cuDNN 8.9.1 (for CUDA 12, whose GPUs start at compute capability 5.0) on a
# Pascal GPU, which the table refuses in the GPU check.
cudnn_strict_fake_install(known_bad_v8_9_1_cuda12 VERSION 8.9.1 CUDART 12080)
cudnn_strict_fake_cudart(pascal BEHAVIOUR PASCAL)
# cuDNN 9.23.1, whose table entry for compute capability 8.6 warns (only the
# GPU check knows the GPU), on such GPUs.
cudnn_strict_fake_install(known_bad_v9_23_1 VERSION 9.23.1)
cudnn_strict_fake_cudart(ampere_86 BEHAVIOUR AMPERE_86)
