# Distributed under the OSI-approved BSD 3-Clause License.
#
# Fake cuDNN install trees for the test suite: headers holding only what the
# module reads, and tiny libcudnn/sub-library builds that report a chosen
# version.  The trees live in the build tree; their paths are written to
# fakes.cmake, which every test case includes.  Test fixtures only.
#
# cudnn_strict_fake_install(<name> VERSION <x.y.z>
#   [LIBRARY_VERSION <x.y.z> | LIBRARY_CODE <n>]  what libcudnn reports
#   [CUDART <code>]              cudnnGetCudartVersion() (default: the toolkit's)
#   [LAYOUT toolkit|legacy|debian|debian-alternatives|conda|pip]
#   [ROOT <dir>]                 where the tree goes (pip: a site-packages)
#   [WITHOUT_SUBLIBRARIES <name>...]
#   [NO_GET_VERSION]
#   [GPU <behaviour>]            how its CPU convolutions behave (fake_cudnn.c):
#                                CORRECT (default), WRONG_NUMBERS, ARCH_MISMATCH,
#                                EXECUTION_FAILED, NOT_INITIALIZED, CRASH,
#                                WRONG_WINOGRAD, IGNORES_FMA_MATH,
#                                WORKSPACE_UNDERSTATED, HALF_DECLINED,
#                                SUBLIBRARY_UNAVAILABLE, NVRTC_MISSING, HANG,
#                                ARCH_MISMATCH_SOME, NO_TF32,
#                                WRONG_BFLOAT16_TILES, WRONG_NHWC,
#                                WRONG_GRAPH_ENGINE
#   [CREATE_STATUS <n>]          what cudnnCreate returns
#   [PRINTS FORGED|BANNER]       what its constructor prints on standard
#                                output when it is loaded (fake_cudnn.c):
#                                key=value lines of a passing report, or a
#                                banner without a newline
#   [MAX_DEVICE_VERSION <n>]     cudnnGetMaxDeviceVersion() (default 1210)
#   [CNN_VERSION_CHECK <n>]      what cudnnCnnVersionCheck returns (default:
#                                libcudnn exports no version check)
#   [FIRST_SUBLIBRARY_NEEDS <file>])
#                                the first sub-library (libcudnn_graph,
#                                libcudnn_ops_infer) has <file> as a DT_NEEDED
#                                and DF_1_NODEFLIB: the loader then looks for
#                                it on LD_LIBRARY_PATH and the RUNPATH only,
#                                as on a machine that lacks it
#   [STATIC]                     also the static archives beside libcudnn
#                                (libcudnn_<name>_static.a; _static_v<major>.a
#                                in the debian layout; libcudnn_static.a
#                                before 8.3), linkable only as a group, and
#                                fake archives of what they need
#                                (libcublasLt_static.a, libnvrtc_static.a...)
#   [STATIC_RELEASE <x.y.z>]     the release the engines archives carry
#                                (default: the library's)
#   [WITHOUT_STATIC <name>...]   archives left out: a sub-library name, or a
#                                need (nvrtc_static, cublasLt_static...)
#
# cudnn_strict_fake_cudart(<name> [BEHAVIOUR <behaviour>])
#   A fake libcudart.so.<toolkit major> in its own directory, for cases to put
#   on LD_LIBRARY_PATH (fake_cudart.c): CORRECT (default), NO_DEVICE,
#   NO_DRIVER, OLD_DRIVER, NO_KERNEL_IMAGE, OLD_GPU, PASCAL, KEPLER, STUB,
#   NOT_READY, DRIVER_MISMATCH, EXCLUSIVE_HELD, PROHIBITED, NO_CONTEXT_MEMORY,
#   TIGHT_MEMORY, OLD_DISPLAY_GPU, PTX_TOO_NEW, COMPAT_NOT_SUPPORTED.  Built
#   only when the CUDA toolkit is found; its
#   directory is FAKE_CUDART_<name>_DIR in fakes.cmake.

include_guard(GLOBAL)

set(_FAKE_SUBLIBRARIES_8 ops_infer ops_train cnn_infer cnn_train adv_infer adv_train)
set(_FAKE_SUBLIBRARIES_9 graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic)
set(_FAKE_SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}")
get_filename_component(_FAKE_PROBE_DIR "${CMAKE_CURRENT_LIST_DIR}/../../probe" ABSOLUTE)

add_library(fake_sublibrary_objects OBJECT "${_FAKE_SOURCE_DIR}/fake_sublibrary.c")
set_target_properties(fake_sublibrary_objects PROPERTIES POSITION_INDEPENDENT_CODE ON)

if(CUDAToolkit_FOUND)
  math(EXPR _FAKE_TOOLKIT_CUDART "${CUDAToolkit_VERSION_MAJOR} * 1000 + ${CUDAToolkit_VERSION_MINOR} * 10")
else()
  set(_FAKE_TOOLKIT_CUDART 13000)
endif()

function(_fake_write_version_header file major minor patch)
  if(major GREATER_EQUAL 9)
    set(_formula "(CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)")
  else()
    set(_formula "(CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)")
  endif()
  file(WRITE "${file}"
    "/* Fake cuDNN ${major}.${minor}.${patch} version header (test fixture). */\n"
    "#ifndef CUDNN_VERSION_H_\n#define CUDNN_VERSION_H_\n"
    "#define CUDNN_MAJOR ${major}\n#define CUDNN_MINOR ${minor}\n#define CUDNN_PATCHLEVEL ${patch}\n"
    "#define CUDNN_VERSION ${_formula}\n#endif\n")
endfunction()

function(_fake_write_umbrella_header file version_header_name)
  file(WRITE "${file}"
    "/* Fake cudnn.h (test fixture). */\n#include <stddef.h>\n#include \"${version_header_name}\"\n"
    "size_t cudnnGetVersion(void);\nsize_t cudnnGetCudartVersion(void);\n")
endfunction()

# Builds lib<output_name>.so.<major> (SONAME the same) into <dir> from the
# given sources; <unversioned> adds the lib<output_name>.so development link.
function(_fake_shared_library target dir output_name major unversioned)
  add_library(${target} SHARED ${ARGN})
  set(_script "${CMAKE_CURRENT_BINARY_DIR}/fake_${output_name}_${major}.map")
  if(NOT EXISTS "${_script}")
    file(WRITE "${_script}" "lib${output_name}.so.${major} { global: *; };\n")
  endif()
  set_target_properties(${target} PROPERTIES
    LIBRARY_OUTPUT_DIRECTORY "${dir}"
    OUTPUT_NAME ${output_name} PREFIX lib SUFFIX .so.${major}
    NO_SONAME ON C_VISIBILITY_PRESET hidden)
  # The real libraries version their symbols by SONAME; so do the fakes,
  # so that a program linked against one runs against the other.
  target_link_options(${target} PRIVATE
    "-Wl,-soname,lib${output_name}.so.${major}" "-Wl,--version-script=${_script}")
  if(unversioned)
    add_custom_command(TARGET ${target} POST_BUILD
      COMMAND ${CMAKE_COMMAND} -E create_symlink lib${output_name}.so.${major} "${dir}/lib${output_name}.so"
      VERBATIM)
  endif()
endfunction()

# The static archives of a fake install into <dir>: one per name of <subs>
# (libcudnn_<name>_static<suffix>.a), or libcudnn_static<suffix>.a when
# <subs> is empty, each calling the next and the last calling back into
# the first (fake_static.c), and the archives of the CUDA toolkit they need.
# Names in <without> are left out.
function(_fake_static_archives target dir code release suffix subs without)
  string(REPLACE "." ";" _parts "${release}")
  list(GET _parts 0 _major)
  list(GET _parts 1 _minor)
  list(GET _parts 2 _patch)
  set(_needs cublasLt_static cudart_static)
  if(code GREATER_EQUAL 90000)
    list(APPEND _needs nvrtc_static nvrtc_builtins_static nvptxcompiler_static)
    set(_nvrtc FAKE_STATIC_NEEDS_NVRTC)
  else()
    list(APPEND _needs cublas_static culibos)
    set(_nvrtc "")
  endif()
  list(LENGTH subs _count)
  set(_single FALSE)
  set(_names ${subs})
  if(_count EQUAL 0)
    set(_single TRUE)
    set(_count 1)
    set(_names single)
  endif()
  math(EXPR _last "${_count} - 1")
  foreach(_index RANGE ${_last})
    list(GET _names ${_index} _name)
    if(_name IN_LIST without)
      continue()
    endif()
    set(_sources "${_FAKE_SOURCE_DIR}/fake_static.c")
    set(_definitions FAKE_STATIC_SELF=${_name} FAKE_STATIC_CODE=${code})
    if(_index EQUAL 0)
      list(APPEND _sources "${_FAKE_SOURCE_DIR}/fake_static_late.c")
      list(APPEND _definitions FAKE_STATIC_FIRST ${_nvrtc})
    endif()
    if(_index LESS _last)
      math(EXPR _next "${_index} + 1")
      list(GET _names ${_next} _next_name)
      list(APPEND _definitions FAKE_STATIC_NEXT=${_next_name})
    endif()
    if(_name MATCHES "^engines_")
      list(APPEND _definitions FAKE_SUBLIBRARY_MAJOR=${_major} FAKE_SUBLIBRARY_MINOR=${_minor}
        FAKE_SUBLIBRARY_PATCH=${_patch})
    endif()
    set(_output cudnn_${_name}_static${suffix})
    if(_single)
      set(_output cudnn_static${suffix})
    endif()
    add_library(${target}_${_name}_static STATIC ${_sources})
    # Position-independent, as NVIDIA's archives are: a shared library
    # (PyTorch's libtorch_cuda.so) links them too.
    set_target_properties(${target}_${_name}_static PROPERTIES POSITION_INDEPENDENT_CODE ON)
    set_target_properties(${target}_${_name}_static PROPERTIES
      ARCHIVE_OUTPUT_DIRECTORY "${dir}" OUTPUT_NAME ${_output} PREFIX lib SUFFIX .a)
    target_compile_definitions(${target}_${_name}_static PRIVATE ${_definitions})
    add_dependencies(${target} ${target}_${_name}_static)
  endforeach()
  foreach(_need IN LISTS _needs)
    if(_need IN_LIST without)
      continue()
    endif()
    string(REPLACE "nvrtc_builtins" "nvrtc-builtins" _output "${_need}")
    add_library(${target}_need_${_need} STATIC "${_FAKE_SOURCE_DIR}/fake_static_needs.c")
    set_target_properties(${target}_need_${_need} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    set_target_properties(${target}_need_${_need} PROPERTIES
      ARCHIVE_OUTPUT_DIRECTORY "${dir}" OUTPUT_NAME ${_output} PREFIX lib SUFFIX .a)
    target_compile_definitions(${target}_need_${_need} PRIVATE FAKE_NEED_${_need})
    add_dependencies(${target} ${target}_need_${_need})
  endforeach()
endfunction()

function(cudnn_strict_fake_install name)
  cmake_parse_arguments(PARSE_ARGV 1 FAKE "NO_GET_VERSION;STATIC"
    "VERSION;LIBRARY_VERSION;LIBRARY_CODE;CUDART;LAYOUT;ROOT;GPU;MAX_DEVICE_VERSION;CREATE_STATUS;FIRST_SUBLIBRARY_NEEDS;STATIC_RELEASE;CNN_VERSION_CHECK;PRINTS"
    "WITHOUT_SUBLIBRARIES;WITHOUT_STATIC")
  if(NOT FAKE_LAYOUT)
    set(FAKE_LAYOUT toolkit)
  endif()
  if(NOT FAKE_ROOT)
    set(FAKE_ROOT "${CUDNN_STRICT_FAKES_DIR}/${name}")
  endif()
  if(NOT FAKE_LIBRARY_VERSION)
    set(FAKE_LIBRARY_VERSION "${FAKE_VERSION}")
  endif()
  if(NOT DEFINED FAKE_CUDART)
    set(FAKE_CUDART ${_FAKE_TOOLKIT_CUDART})
  endif()
  string(REPLACE "." ";" _parts "${FAKE_VERSION}")
  list(GET _parts 0 _major)
  list(GET _parts 1 _minor)
  list(GET _parts 2 _patch)
  string(REPLACE "." ";" _lib_parts "${FAKE_LIBRARY_VERSION}")
  list(GET _lib_parts 0 _lmajor)
  list(GET _lib_parts 1 _lminor)
  list(GET _lib_parts 2 _lpatch)
  if(NOT DEFINED FAKE_LIBRARY_CODE)
    if(_lmajor GREATER_EQUAL 9)
      math(EXPR FAKE_LIBRARY_CODE "${_lmajor} * 10000 + ${_lminor} * 100 + ${_lpatch}")
    else()
      math(EXPR FAKE_LIBRARY_CODE "${_lmajor} * 1000 + ${_lminor} * 100 + ${_lpatch}")
    endif()
  endif()
  string(REGEX MATCH "^[0-9]+" _library_major "${FAKE_LIBRARY_VERSION}")

  set(_triplet "${CMAKE_LIBRARY_ARCHITECTURE}")
  set(_unversioned TRUE)
  set(_include "${FAKE_ROOT}/include")
  set(_lib "${FAKE_ROOT}/lib64")
  if(FAKE_LAYOUT MATCHES "^debian")
    set(_include "${FAKE_ROOT}/include/${_triplet}")
    set(_lib "${FAKE_ROOT}/lib/${_triplet}")
    set(_unversioned FALSE)
  elseif(FAKE_LAYOUT STREQUAL "pip")
    set(_include "${FAKE_ROOT}/nvidia/cudnn/include")
    set(_lib "${FAKE_ROOT}/nvidia/cudnn/lib")
    set(_unversioned FALSE)
  elseif(FAKE_LAYOUT STREQUAL "conda")
    set(_lib "${FAKE_ROOT}/lib")
  endif()
  file(REMOVE_RECURSE "${_include}")
  file(MAKE_DIRECTORY "${_include}" "${_lib}")

  if(FAKE_LAYOUT STREQUAL "legacy")
    set(_version_header "${_include}/cudnn.h")
    _fake_write_version_header("${_version_header}" ${_major} ${_minor} ${_patch})
  elseif(FAKE_LAYOUT MATCHES "^debian")
    set(_version_header "${_include}/cudnn_version_v${_major}.h")
    _fake_write_version_header("${_version_header}" ${_major} ${_minor} ${_patch})
    _fake_write_umbrella_header("${_include}/cudnn_v${_major}.h" cudnn_version.h)
    if(FAKE_LAYOUT STREQUAL "debian-alternatives")
      # /usr/include/cudnn_version.h -> /etc/alternatives/cudnn_version_h -> the _v<major> file
      file(MAKE_DIRECTORY "${FAKE_ROOT}/etc/alternatives")
      file(CREATE_LINK "${_version_header}" "${FAKE_ROOT}/etc/alternatives/cudnn_version_h" SYMBOLIC)
      file(CREATE_LINK "${FAKE_ROOT}/etc/alternatives/cudnn_version_h" "${FAKE_ROOT}/include/cudnn_version.h" SYMBOLIC)
    endif()
  else()
    set(_version_header "${_include}/cudnn_version.h")
    _fake_write_version_header("${_version_header}" ${_major} ${_minor} ${_patch})
    _fake_write_umbrella_header("${_include}/cudnn.h" cudnn_version.h)
  endif()

  set(_target fake_cudnn_${name})
  _fake_shared_library(${_target} "${_lib}" cudnn ${_library_major} ${_unversioned}
    "${_FAKE_SOURCE_DIR}/fake_cudnn.c" "${_FAKE_PROBE_DIR}/gpu/cudnn_strict_gpu_numbers.c")
  target_compile_definitions(${_target} PRIVATE
    FAKE_CUDNN_VERSION_CODE=${FAKE_LIBRARY_CODE} FAKE_CUDNN_CUDART_VERSION=${FAKE_CUDART}
    $<$<BOOL:${FAKE_NO_GET_VERSION}>:FAKE_CUDNN_NO_GET_VERSION>
    $<$<BOOL:${FAKE_GPU}>:FAKE_CUDNN_GPU_BEHAVIOUR=FAKE_GPU_${FAKE_GPU}>
    $<$<BOOL:${FAKE_MAX_DEVICE_VERSION}>:FAKE_CUDNN_MAX_DEVICE_VERSION=${FAKE_MAX_DEVICE_VERSION}>
    $<$<BOOL:${FAKE_CREATE_STATUS}>:FAKE_CUDNN_CREATE_STATUS=${FAKE_CREATE_STATUS}>
    $<$<BOOL:${FAKE_CNN_VERSION_CHECK}>:FAKE_CUDNN_CNN_VERSION_CHECK=${FAKE_CNN_VERSION_CHECK}>
    $<$<BOOL:${FAKE_PRINTS}>:FAKE_CUDNN_PRINTS_${FAKE_PRINTS}>)
  # The fake shares the probe's declarations of the cuDNN API and its FP16/BF16
  # conversions.
  target_include_directories(${_target} PRIVATE
    "${_FAKE_PROBE_DIR}/gpu" "${_FAKE_PROBE_DIR}/platform" "${_FAKE_PROBE_DIR}/base" "${_FAKE_PROBE_DIR}/include")
  target_link_libraries(${_target} PRIVATE ${CMAKE_DL_LIBS})

  # What the release ships (probe/base/cudnn_strict_sublibraries.h).
  set(_subs ${_FAKE_SUBLIBRARIES_${_library_major}})
  if(FAKE_LIBRARY_CODE GREATER_EQUAL 92100 AND FAKE_LIBRARY_CODE LESS 100000)
    list(APPEND _subs engines_tensor_ir)
  endif()
  if(FAKE_LIBRARY_CODE GREATER_EQUAL 92200 AND FAKE_LIBRARY_CODE LESS 100000)
    list(APPEND _subs ext)
  endif()
  foreach(_sub IN LISTS _subs)
    if(NOT _sub IN_LIST FAKE_WITHOUT_SUBLIBRARIES)
      if(_sub MATCHES "^(engines_.*|heuristic)$")
        # cuDNN has no version check for these: each carries its release,
        # as a real one does.
        _fake_shared_library(${_target}_${_sub} "${_lib}" cudnn_${_sub} ${_library_major} ${_unversioned}
          "${_FAKE_SOURCE_DIR}/fake_sublibrary.c")
        target_compile_definitions(${_target}_${_sub} PRIVATE FAKE_SUBLIBRARY_MAJOR=${_lmajor}
          FAKE_SUBLIBRARY_MINOR=${_lminor} FAKE_SUBLIBRARY_PATCH=${_lpatch})
      else()
        _fake_shared_library(${_target}_${_sub} "${_lib}" cudnn_${_sub} ${_library_major} ${_unversioned}
          $<TARGET_OBJECTS:fake_sublibrary_objects>)
      endif()
      add_dependencies(${_target} ${_target}_${_sub})
      if(FAKE_FIRST_SUBLIBRARY_NEEDS)
        target_link_libraries(${_target}_${_sub} PRIVATE "-Wl,--no-as-needed" "${FAKE_FIRST_SUBLIBRARY_NEEDS}")
        target_link_options(${_target}_${_sub} PRIVATE "-Wl,-z,nodefaultlib")
        set(FAKE_FIRST_SUBLIBRARY_NEEDS "")
      endif()
    endif()
  endforeach()

  if(FAKE_STATIC)
    if(NOT FAKE_STATIC_RELEASE)
      set(FAKE_STATIC_RELEASE "${FAKE_LIBRARY_VERSION}")
    endif()
    set(_static_subs "")
    foreach(_sub IN LISTS _subs)
      if(NOT _sub IN_LIST FAKE_WITHOUT_SUBLIBRARIES)
        list(APPEND _static_subs ${_sub})
      endif()
    endforeach()
    if(FAKE_LIBRARY_CODE LESS 8300)
      set(_static_subs "")
    endif()
    set(_suffix "")
    if(FAKE_LAYOUT MATCHES "^debian")
      set(_suffix "_v${_library_major}")
    endif()
    _fake_static_archives(${_target} "${_lib}" ${FAKE_LIBRARY_CODE} "${FAKE_STATIC_RELEASE}" "${_suffix}"
      "${_static_subs}" "${FAKE_WITHOUT_STATIC}")
  endif()

  set(_library "${_lib}/libcudnn.so.${_library_major}")
  set(_text "")
  foreach(_pair IN ITEMS ROOT:FAKE_ROOT INCLUDE_DIR:_include HEADER:_version_header
      LIBRARY_DIR:_lib LIBRARY:_library)
    string(REPLACE ":" ";" _pair "${_pair}")
    list(GET _pair 0 _key)
    list(GET _pair 1 _var)
    string(APPEND _text "set(FAKE_${name}_${_key} [==[${${_var}}]==])\n")
  endforeach()
  set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT "${_text}")
  set_property(GLOBAL APPEND PROPERTY CUDNN_STRICT_FAKE_TARGETS ${_target})
endfunction()

function(cudnn_strict_fake_cudart name)
  cmake_parse_arguments(PARSE_ARGV 1 FAKE "" "BEHAVIOUR" "")
  if(NOT CUDAToolkit_FOUND)
    return()
  endif()
  if(NOT FAKE_BEHAVIOUR)
    set(FAKE_BEHAVIOUR CORRECT)
  endif()
  set(_dir "${CUDNN_STRICT_FAKES_DIR}/cudart_${name}/lib")
  set(_target fake_cudart_${name})
  _fake_shared_library(${_target} "${_dir}" cudart ${CUDAToolkit_VERSION_MAJOR} FALSE
    "${_FAKE_SOURCE_DIR}/fake_cudart.c")
  target_compile_definitions(${_target} PRIVATE FAKE_CUDART_BEHAVIOUR=FAKE_CUDART_${FAKE_BEHAVIOUR})
  target_include_directories(${_target} PRIVATE ${CUDAToolkit_INCLUDE_DIRS})
  set_property(GLOBAL APPEND_STRING PROPERTY CUDNN_STRICT_FAKES_TEXT
    "set(FAKE_CUDART_${name}_DIR [==[${_dir}]==])\n")
  set_property(GLOBAL APPEND PROPERTY CUDNN_STRICT_FAKE_TARGETS ${_target})
endfunction()

# Writes fakes.cmake (the paths of every tree) and a target that builds
# them all.
function(cudnn_strict_write_fakes file)
  get_property(_text GLOBAL PROPERTY CUDNN_STRICT_FAKES_TEXT)
  get_property(_targets GLOBAL PROPERTY CUDNN_STRICT_FAKE_TARGETS)
  # The fake libcudnn computes on the CPU and works only with the fake
  # libcudart; cases that are not about the GPU check leave it off, so
  # that the suite passes on a machine with a GPU too.
  file(WRITE "${file}.tmp" "# Generated: paths of the fake cuDNN trees.\n"
    "if(NOT DEFINED CUDNN_STRICT_GPU_CHECK)\n  set(CUDNN_STRICT_GPU_CHECK OFF)\nendif()\n${_text}")
  configure_file("${file}.tmp" "${file}" COPYONLY)
  add_custom_target(cudnn_strict_fakes ALL DEPENDS ${_targets})
endfunction()
