# Distributed under the OSI-approved BSD 3-Clause License.
#
# The configure-time probe: one small C program (probe/), compiled with the
# host compiler against the found header and run against the found library.
# It prints a key=value report; this file compiles it, runs it, caches the
# report under a fingerprint of everything that decides it, and reads
# values out of it.  It never re-derives a version or a verdict itself.

# Included by every find_package(CuDNNStrict), without an include guard:
# the constants below must be set in the scope of each call, and a sibling
# directory or a function does not inherit those of an earlier call.

include("${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/ProbeCache.cmake")

# Files up to this size are fingerprinted by content; larger ones (cuDNN 7's
# monolithic library, the cuDNN 9 engine libraries) by size and time.
set(_CuDNNStrict_HASH_LIMIT 1048576)

# "path size mtime [sha256]" of a file, or "path missing": cheap enough to
# run at every configure, and it changes when an upgrade replaces a file.
function(_CuDNNStrict_file_stamp path out)
  if(EXISTS "${path}" AND NOT IS_DIRECTORY "${path}")
    file(REAL_PATH "${path}" _real)
    file(SIZE "${_real}" _size)
    file(TIMESTAMP "${_real}" _mtime "%s" UTC)
    set(_hash "")
    if(_size LESS _CuDNNStrict_HASH_LIMIT)
      file(SHA256 "${_real}" _hash)
    endif()
    set(${out} "${_real} ${_size} ${_mtime} ${_hash}" PARENT_SCOPE)
  else()
    set(${out} "${path} missing" PARENT_SCOPE)
  endif()
endfunction()

# Files of the CUDA runtime and cuDNN that LD_LIBRARY_PATH could put in
# front of the found ones, what the NVIDIA driver exposes, and the
# settings that change what cuDNN computes or loads (the GPU check reports
# them; the C core's list, probe/gpu/cudnn_strict_gpu_environment.h): a
# change to any of them changes what the probe would see.
function(_CuDNNStrict_environment_stamp out)
  _CuDNNStrict_env(LD_LIBRARY_PATH _ld_library_path)
  _CuDNNStrict_env(CUDA_VISIBLE_DEVICES _visible)
  set(_stamp "LD_LIBRARY_PATH=${_ld_library_path}\nCUDA_VISIBLE_DEVICES=${_visible}\n")
  _CuDNNStrict_gpu_environment_names(_names)
  foreach(_name IN LISTS _names)
    if(DEFINED ENV{${_name}})
      string(APPEND _stamp "${_name}=$ENV{${_name}}\n")
    endif()
  endforeach()
  string(REPLACE ":" ";" _dirs "${_ld_library_path}")
  foreach(_dir IN LISTS _dirs)
    if(_dir AND IS_DIRECTORY "${_dir}")
      file(GLOB _libs "${_dir}/libcudart.so*" "${_dir}/libcudnn*.so*" "${_dir}/libcuda.so*")
      foreach(_lib IN LISTS _libs)
        _CuDNNStrict_file_stamp("${_lib}" _lib_stamp)
        string(APPEND _stamp "${_lib_stamp}\n")
      endforeach()
    endif()
  endforeach()
  if(EXISTS /proc/driver/nvidia/version)
    file(READ /proc/driver/nvidia/version _driver)
    string(APPEND _stamp "${_driver}")
  endif()
  file(GLOB _gpus LIST_DIRECTORIES true /proc/driver/nvidia/gpus/* /dev/nvidia*)
  string(APPEND _stamp "${_gpus}\n")
  set(${out} "${_stamp}" PARENT_SCOPE)
endfunction()

# Sets <out> to "<name> <SHA-256>" lines of the probe's sources and the
# template of its configuration header, hashed once per CMake run: the
# fingerprint and the per-user cache both need them.
function(_CuDNNStrict_sources_digest out)
  get_property(_digest GLOBAL PROPERTY _CuDNNStrict_SOURCES_DIGEST)
  if(NOT _digest)
    _CuDNNStrict_program_files(_files)
    _CuDNNStrict_template(cudnn_strict_probe_config.h.in _template)
    foreach(_file IN LISTS _files _template)
      file(SHA256 "${_file}" _hash)
      get_filename_component(_name "${_file}" NAME)
      string(APPEND _digest "${_name} ${_hash}\n")
    endforeach()
    set_property(GLOBAL PROPERTY _CuDNNStrict_SOURCES_DIGEST "${_digest}")
  endif()
  set(${out} "${_digest}" PARENT_SCOPE)
endfunction()

# Sets <out> to the fingerprint of what decides the probe's report: <header>,
# <library> and every libcudnn* beside it, the other files <sublibraries>
# (the CUDA runtime), the probe's sources, the options, the compiler and the
# environment.  <beside_stamps> (optional): the stamps of
# the files beside the library, already taken (_CuDNNStrict_sublibraries_key),
# so that they are not taken twice.
function(_CuDNNStrict_probe_fingerprint header library sublibraries out)
  _CuDNNStrict_sources_digest(_sources)
  set(_text "format 4\n${_sources}")
  file(SHA256 "${header}" _header_hash)
  string(APPEND _text "header ${header} ${_header_hash}\n")
  # Every libcudnn* beside libcudnn, not only the known sub-libraries: a
  # release may open ones no table knows yet, and any of them replaced
  # changes what cuDNN's own version checks answer.
  set(_files "${library}")
  if(ARGC GREATER 4)
    string(APPEND _text "${ARGV4}")
    set(_files "")
  elseif(EXISTS "${library}")
    file(REAL_PATH "${library}" _real_library)
    get_filename_component(_library_dir "${_real_library}" DIRECTORY)
    file(GLOB _beside "${_library_dir}/libcudnn*" "${_library_dir}/cudnn*.dll")
    list(SORT _beside)
    list(APPEND _files ${_beside})
  endif()
  # Each name with what it leads to, then each file once
  # (_CuDNNStrict_memo_stamp_paths): the development links and the
  # sub-libraries' names lead to files already listed, and a stamp costs
  # more than a name.
  _CuDNNStrict_value(_CuDNNStrict_INSTALLED_PROBE _installed)
  _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  _CuDNNStrict_memo_stamp_paths(_text ${_files} ${sublibraries} ${CUDA_cudart_LIBRARY}
    ${_installed})
  _CuDNNStrict_environment_stamp(_env)
  foreach(_var IN ITEMS CMAKE_C_COMPILER CMAKE_C_COMPILER_VERSION CMAKE_CXX_COMPILER CMAKE_CXX_COMPILER_VERSION)
    _CuDNNStrict_value(${_var} _${_var})
  endforeach()
  string(APPEND _text "${_env}"
    "policy ${_CuDNNStrict_policy}\ngpu ${_CuDNNStrict_gpu_check}\n"
    "features ${_CuDNNStrict_features}\n"
    "C ${_CMAKE_C_COMPILER} ${_CMAKE_C_COMPILER_VERSION}\n"
    "CXX ${_CMAKE_CXX_COMPILER} ${_CMAKE_CXX_COMPILER_VERSION}\n"
    "emulator ${_emulator}\n"
    "cudart ${CUDAToolkit_VERSION}\n")
  string(SHA256 _hash "${_text}")
  set(${out} "${_hash}" PARENT_SCOPE)
endfunction()

# The probe is C99 that also compiles as C++: use whichever of the two the
# calling project enabled.  Sets <out> to the extension of its units (c,
# cpp), or "" when neither is enabled.
function(_CuDNNStrict_probe_language out)
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if("C" IN_LIST _languages)
    set(${out} c PARENT_SCOPE)
  elseif("CXX" IN_LIST _languages)
    set(${out} cpp PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# Sets <out> to <flags> without what is about diagnostics, the language
# dialect or debugging (-W... but not -Wl,/-Wa,/-Wp,, -pedantic..., -ansi,
# -std=..., -g...): the probe is compiled with its own standard and
# warnings, whatever the project's, without debug information (a tenth of
# its compile), and keeps only what the target needs (a sysroot, -m32,
# -march).
function(_CuDNNStrict_probe_flags flags out)
  string(REGEX REPLACE "(^|[ \t])(-W([^lap \t]|[lap][^, \t])[^ \t]*|-pedantic[^ \t]*|-ansi|-std=[^ \t]*|-g[^ \t]*)" "\\1" _flags "${flags}")
  set(${out} "${_flags}" PARENT_SCOPE)
endfunction()

# Sets, in the caller's scope, the flags try_compile takes from it (the
# compiler flags, and those of the configuration it builds) to the probe's
# own, and <out_options> to the try_compile options that give the probe its
# C99 (or C++11) dialect, whatever CMAKE_C_STANDARD the project chose.
macro(_CuDNNStrict_use_probe_flags unit out_options)
  _CuDNNStrict_value(CMAKE_TRY_COMPILE_CONFIGURATION _CuDNNStrict_try_config)
  string(TOUPPER "${_CuDNNStrict_try_config}" _CuDNNStrict_try_config)
  if(NOT _CuDNNStrict_try_config)
    set(_CuDNNStrict_try_config DEBUG)
  endif()
  foreach(_CuDNNStrict_var IN ITEMS CMAKE_C_FLAGS CMAKE_CXX_FLAGS
      CMAKE_C_FLAGS_${_CuDNNStrict_try_config} CMAKE_CXX_FLAGS_${_CuDNNStrict_try_config})
    _CuDNNStrict_value(${_CuDNNStrict_var} _CuDNNStrict_flags_value)
    _CuDNNStrict_probe_flags("${_CuDNNStrict_flags_value}" ${_CuDNNStrict_var})
  endforeach()
  if("${unit}" MATCHES "\\.c$")
    set(${out_options} C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS ON)
  else()
    set(${out_options} CXX_STANDARD 11 CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS ON)
  endif()
endmacro()

# Sets <out> to the flags try_compile gives a unit in <lang> (the dialect
# aside): a function, so that the caller's flags stay as they are.
function(_CuDNNStrict_probe_flags_text lang out)
  _CuDNNStrict_use_probe_flags("unit" _dialect)
  set(${out} "${CMAKE_${lang}_FLAGS} ${CMAKE_${lang}_FLAGS_${_CuDNNStrict_try_config}}" PARENT_SCOPE)
endfunction()

# Sets <out> to the command line that compiles <unit> into <output> with
# the probe's flags and dialect (with <compile_only> assembly, else an
# executable linked with <libraries>), or "" when the compiler does not
# take GCC's options: try_compile then builds it, through a whole nested
# project that costs several times the compile itself.
function(_CuDNNStrict_compile_command unit output include_dirs libraries compile_only out)
  set(${out} "" PARENT_SCOPE)
  if("${unit}" MATCHES "\\.c$")
    set(_lang C)
    set(_dialect "${CMAKE_C99_EXTENSION_COMPILE_OPTION}")
  else()
    set(_lang CXX)
    set(_dialect "${CMAKE_CXX11_EXTENSION_COMPILE_OPTION}")
  endif()
  if(NOT CMAKE_${_lang}_COMPILER_ID MATCHES "^(GNU|Clang|AppleClang|IntelLLVM)$"
      OR "${CMAKE_${_lang}_SIMULATE_ID}" STREQUAL "MSVC"
      OR "${CMAKE_${_lang}_COMPILER_FRONTEND_VARIANT}" STREQUAL "MSVC"
      OR NOT _dialect OR CMAKE_${_lang}_COMPILER_LAUNCHER)
    return()
  endif()
  _CuDNNStrict_probe_flags_text(${_lang} _flags)
  separate_arguments(_flags UNIX_COMMAND "${_flags}")
  set(_command "${CMAKE_${_lang}_COMPILER}")
  if(CMAKE_${_lang}_COMPILER_ARG1)
    separate_arguments(_arg1 UNIX_COMMAND "${CMAKE_${_lang}_COMPILER_ARG1}")
    list(APPEND _command ${_arg1})
  endif()
  if(CMAKE_${_lang}_COMPILER_TARGET AND CMAKE_${_lang}_COMPILE_OPTIONS_TARGET)
    list(APPEND _command "${CMAKE_${_lang}_COMPILE_OPTIONS_TARGET}${CMAKE_${_lang}_COMPILER_TARGET}")
  endif()
  if(CMAKE_${_lang}_COMPILER_EXTERNAL_TOOLCHAIN AND CMAKE_${_lang}_COMPILE_OPTIONS_EXTERNAL_TOOLCHAIN)
    list(APPEND _command "${CMAKE_${_lang}_COMPILE_OPTIONS_EXTERNAL_TOOLCHAIN}${CMAKE_${_lang}_COMPILER_EXTERNAL_TOOLCHAIN}")
  endif()
  _CuDNNStrict_value(CMAKE_SYSROOT _sysroot)
  if(compile_only AND CMAKE_SYSROOT_COMPILE)
    set(_sysroot "${CMAKE_SYSROOT_COMPILE}")
  elseif(NOT compile_only AND CMAKE_SYSROOT_LINK)
    set(_sysroot "${CMAKE_SYSROOT_LINK}")
  endif()
  if(_sysroot AND CMAKE_${_lang}_SYSROOT_FLAG)
    list(APPEND _command "${CMAKE_${_lang}_SYSROOT_FLAG}${_sysroot}")
  endif()
  list(APPEND _command ${_flags} ${_dialect})
  foreach(_dir IN LISTS include_dirs)
    list(APPEND _command "-I${_dir}")
  endforeach()
  if(compile_only)
    # Assembly: what is read from it is there as text, and the assembler
    # would be one more process.
    list(APPEND _command -S "${unit}" -o "${output}")
  else()
    _CuDNNStrict_value(CMAKE_TRY_COMPILE_CONFIGURATION _config)
    string(TOUPPER "${_config}" _config)
    if(NOT _config)
      set(_config DEBUG)
    endif()
    separate_arguments(_link_flags UNIX_COMMAND "${CMAKE_EXE_LINKER_FLAGS} ${CMAKE_EXE_LINKER_FLAGS_${_config}}")
    list(APPEND _command "${unit}" -o "${output}" ${_link_flags})
    if(NOT WIN32)  # a PE file has no RUNPATH
      list(APPEND _command "-Wl,--enable-new-dtags")
    endif()
    foreach(_library IN LISTS libraries)
      if(_library STREQUAL "CUDA::cudart" AND NOT WIN32)
        get_filename_component(_library_dir "${CUDA_cudart_LIBRARY}" DIRECTORY)
        list(APPEND _command "${CUDA_cudart_LIBRARY}" "-Wl,-rpath,${_library_dir}")
      elseif(_library STREQUAL "CUDA::cudart")
        list(APPEND _command "${CUDA_cudart_LIBRARY}")
      elseif(IS_ABSOLUTE "${_library}" AND NOT WIN32)
        # A file: the target's CUDA runtime of a cross build.
        get_filename_component(_library_dir "${_library}" DIRECTORY)
        list(APPEND _command "${_library}" "-Wl,-rpath,${_library_dir}")
      elseif(IS_ABSOLUTE "${_library}")
        list(APPEND _command "${_library}")
      elseif(TARGET "${_library}")
        set(${out} "" PARENT_SCOPE)  # a target only try_compile can resolve
        return()
      else()
        list(APPEND _command "-l${_library}")
      endif()
    endforeach()
  endif()
  set(${out} "${_command}" PARENT_SCOPE)
endfunction()

# Compiles <unit> into <output> with the probe's flags and dialect: an
# executable linked with <libraries>, or with <compile_only> assembly (a
# static library of the object through try_compile): nothing linked,
# nothing run.
# Sets <out_ok> and <out_log> (the compiler's output).
function(_CuDNNStrict_compile_unit unit output include_dirs libraries compile_only out_ok out_log)
  get_filename_component(_dir "${output}" DIRECTORY)
  file(REMOVE "${output}")
  _CuDNNStrict_compile_command("${unit}" "${output}" "${include_dirs}" "${libraries}" ${compile_only} _command)
  if(_command)
    execute_process(COMMAND ${_command} WORKING_DIRECTORY "${_dir}"
      RESULT_VARIABLE _rc OUTPUT_VARIABLE _log ERROR_VARIABLE _log)
    string(REPLACE ";" " " _shown "${_command}")
    if(_rc EQUAL 0 AND EXISTS "${output}")
      set(${out_ok} TRUE PARENT_SCOPE)
    else()
      set(${out_ok} FALSE PARENT_SCOPE)
    endif()
    set(${out_log} "${_shown}\n${_log}" PARENT_SCOPE)
    return()
  endif()
  _CuDNNStrict_use_probe_flags("${unit}" _dialect)
  if(compile_only)
    set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
    set(_link "")
  else()
    set(CMAKE_TRY_COMPILE_TARGET_TYPE EXECUTABLE)
    # RUNPATH rather than RPATH: LD_LIBRARY_PATH then picks the CUDA
    # runtime, as it does for most applications.  (A PE file has neither.)
    set(_link LINK_LIBRARIES ${libraries})
    if(NOT WIN32)
      list(APPEND _link LINK_OPTIONS "-Wl,--enable-new-dtags")
    endif()
  endif()
  try_compile(_compiled "${_dir}/try"
    SOURCES "${unit}"
    CMAKE_FLAGS "-DINCLUDE_DIRECTORIES=${include_dirs}"
    ${_link}
    ${_dialect}
    OUTPUT_VARIABLE _log
    COPY_FILE "${output}")
  set(${out_ok} "${_compiled}" PARENT_SCOPE)
  set(${out_log} "${_log}" PARENT_SCOPE)
endfunction()

# Sets <out> to the text that decides what the compiler makes of a probe
# unit: the compiler and what it is given, the sources, the CUDA toolkit.
# The per-user cache keys its entries by it (ProbeCache.cmake).
function(_CuDNNStrict_build_inputs out)
  _CuDNNStrict_probe_language(_extension)
  set(_lang C)
  if(_extension STREQUAL "cpp")
    set(_lang CXX)
  endif()
  set(_inputs "format 1\nunit ${_extension}\n")
  _CuDNNStrict_value(CMAKE_TRY_COMPILE_CONFIGURATION _try_config)
  foreach(_var IN ITEMS CMAKE_${_lang}_COMPILER CMAKE_${_lang}_COMPILER_ID CMAKE_${_lang}_COMPILER_VERSION
      CMAKE_${_lang}_COMPILER_ARG1 CMAKE_${_lang}_COMPILER_TARGET CMAKE_${_lang}_COMPILER_LAUNCHER
      CMAKE_${_lang}_COMPILER_EXTERNAL_TOOLCHAIN CMAKE_SYSROOT CMAKE_SYSROOT_COMPILE CMAKE_SYSROOT_LINK
      CMAKE_CROSSCOMPILING_EMULATOR CMAKE_TRY_COMPILE_CONFIGURATION CMAKE_EXE_LINKER_FLAGS
      CMAKE_EXE_LINKER_FLAGS_DEBUG CMAKE_EXE_LINKER_FLAGS_${_try_config}
      CMAKE_DL_LIBS CUDAToolkit_INCLUDE_DIRS CUDAToolkit_VERSION CUDA_cudart_LIBRARY)
    _CuDNNStrict_value(${_var} _value)
    string(APPEND _inputs "${_var}=${_value}\n")
  endforeach()
  _CuDNNStrict_probe_flags_text(${_lang} _flags)
  string(APPEND _inputs "flags=${_flags}\n")
  _CuDNNStrict_sources_digest(_sources)
  set(${out} "${_inputs}${_sources}" PARENT_SCOPE)
endfunction()

# Compiles the header facts (configure/cudnn_strict_header_facts.c) against
# <header> and the CUDA runtime's header (<cudart>: a target or a file, ""
# for none, with <cudart_include_dirs>) into an object that is read, never
# run: from the per-user cache when <inputs> (_CuDNNStrict_build_inputs)
# and the header's contents are those of an entry, else in <build_dir>.
# Sets <out_object> ("" on failure) and <out_log> (the compiler's output).
function(_CuDNNStrict_compile_header_facts header build_dir inputs cudart cudart_include_dirs out_object out_log)
  _CuDNNStrict_probe_language(_extension)
  if(NOT _extension)
    set(${out_object} "" PARENT_SCOPE)
    set(${out_log} "enable the C or CXX language in the project: the probe is compiled with the host compiler" PARENT_SCOPE)
    return()
  endif()
  get_filename_component(_include_dir "${header}" DIRECTORY)
  get_filename_component(_header_name "${header}" NAME)
  set(_have_cudart 0)
  if(cudart)
    set(_have_cudart 1)
  endif()
  # Assembly, or the static library try_compile makes of the object: either
  # is read with file(STRINGS).
  set(_object_name "cudnn_strict_header_facts.compiled")
  file(SHA256 "${header}" _header_hash)
  string(APPEND inputs "program header_facts\nheader ${header} ${_header_hash}\ncudart ${cudart} ${cudart_include_dirs}\n")
  _CuDNNStrict_cache_lookup("${inputs}" "${_object_name};compile.log" _entry _state)
  if(_entry)
    file(READ "${_entry}/compile.log" _log)
    set(${out_object} "${_entry}/${_object_name}" PARENT_SCOPE)
    set(${out_log} "${_log}" PARENT_SCOPE)
    return()
  endif()
  _CuDNNStrict_program_include_dirs(_source_dirs)
  set(_dir "${build_dir}/header")
  set(_include_dirs "${_dir}" ${_source_dirs} "${_include_dir}")
  if(_have_cudart)
    list(APPEND _include_dirs ${cudart_include_dirs})
  endif()
  _CuDNNStrict_write_probe_config("${_dir}" "${_header_name}" ${_have_cudart})
  _CuDNNStrict_write_unit(header_facts "${_dir}/cudnn_strict_header_facts_unit.${_extension}")
  _CuDNNStrict_compile_unit("${_dir}/cudnn_strict_header_facts_unit.${_extension}"
    "${_dir}/${_object_name}" "${_include_dirs}" "" TRUE _ok _log)
  set(${out_log} "${_log}" PARENT_SCOPE)
  if(NOT _ok)
    set(${out_object} "" PARENT_SCOPE)
    return()
  endif()
  set(${out_object} "${_dir}/${_object_name}" PARENT_SCOPE)
  if(_state STREQUAL "STORE")
    file(WRITE "${_dir}/compile.log" "${_log}")
    _CuDNNStrict_cache_store("${inputs}" "${_dir}" "${_object_name};compile.log" _entry)
  endif()
endfunction()

# Sets <out> to TRUE when this machine may have a GPU the check can use:
# an NVIDIA driver (/proc/driver/nvidia), a GPU device node (/dev/nvidia*,
# or WSL's /dev/dxg), or a CUDA driver or runtime library on LD_LIBRARY_PATH
# (a container's mounted driver, or a runtime that brings its own devices).
# Elsewhere the GPU check's code is not compiled: the program reports the
# skip.  The fingerprint covers all of these, so a machine that gains a
# driver checks again.
function(_CuDNNStrict_gpu_may_run cudart out)
  set(${out} FALSE PARENT_SCOPE)
  if(NOT cudart OR _CuDNNStrict_gpu_check STREQUAL "OFF")
    return()
  endif()
  if(CMAKE_CROSSCOMPILING OR EXISTS /proc/driver/nvidia/version OR EXISTS /dev/dxg)
    set(${out} TRUE PARENT_SCOPE)
    return()
  endif()
  set(_globs /dev/nvidia*)
  _CuDNNStrict_env(LD_LIBRARY_PATH _dirs)
  string(REPLACE ":" ";" _dirs "${_dirs}")
  foreach(_dir IN LISTS _dirs)
    if(_dir)
      list(APPEND _globs "${_dir}/libcuda.so*" "${_dir}/libcudart.so*")
    endif()
  endforeach()
  file(GLOB _found ${_globs})
  if(_found)
    set(${out} TRUE PARENT_SCOPE)
  endif()
endfunction()

# Sets <out_program> to the program that runs the configure-time checks
# ("" on failure, with <out_log>) and <out_from> to where it came from:
# "installed" (the package's own cudnn-strict-probe), "cache" (the per-user
# cache, ProbeCache.cmake) or "built" (compiled now in <build_dir>);
# <inputs> is what _CuDNNStrict_build_inputs gave; <cudart> and
# <cudart_include_dirs> as for _CuDNNStrict_compile_header_facts.  An
# optional TRUE after the arguments passes the installed tool over.
function(_CuDNNStrict_checks_program build_dir inputs cudart cudart_include_dirs out_program out_from out_log)
  set(${out_log} "" PARENT_SCOPE)
  # The installed package's tool runs on this machine only; an eighth
  # argument TRUE passes it over, after it could not start.  (ARGV7 alone
  # would read the caller's ARGV7 when there is no eighth argument.)
  set(_pass_over_installed FALSE)
  if(ARGC GREATER 7)
    set(_pass_over_installed "${ARGV7}")
  endif()
  _CuDNNStrict_value(_CuDNNStrict_INSTALLED_PROBE _installed)
  if(_installed AND EXISTS "${_installed}"
      AND NOT CMAKE_CROSSCOMPILING AND NOT _pass_over_installed)
    set(${out_program} "${_installed}" PARENT_SCOPE)
    set(${out_from} installed PARENT_SCOPE)
    return()
  endif()
  _CuDNNStrict_probe_language(_extension)
  set(_program configure)
  set(_no_driver 0)
  if(cudart)
    set(_no_driver 1)
  endif()
  set(_have_cudart 0)
  set(_libraries ${CMAKE_DL_LIBS})
  _CuDNNStrict_program_include_dirs(_include_dirs)
  _CuDNNStrict_gpu_may_run("${cudart}" _gpu)
  if(_gpu)
    set(_program configure_gpu)
    set(_no_driver 0)
    set(_have_cudart 1)
    list(APPEND _libraries "${cudart}")
    list(APPEND _include_dirs ${cudart_include_dirs})
  endif()
  string(APPEND inputs "program ${_program} cudart ${_have_cudart} ${cudart} no_driver ${_no_driver}\n")
  set(_name "cudnn-strict-probe${CMAKE_EXECUTABLE_SUFFIX}")
  _CuDNNStrict_cache_lookup("${inputs}" "${_name}" _entry _state)
  if(_entry)
    set(${out_program} "${_entry}/${_name}" PARENT_SCOPE)
    set(${out_from} cache PARENT_SCOPE)
    return()
  endif()
  set(_dir "${build_dir}/checks")
  _CuDNNStrict_write_probe_config("${_dir}" "" ${_have_cudart} ${_no_driver})
  _CuDNNStrict_write_unit(${_program} "${_dir}/cudnn_strict_configure_unit.${_extension}")
  _CuDNNStrict_compile_unit("${_dir}/cudnn_strict_configure_unit.${_extension}"
    "${_dir}/${_name}" "${_dir};${_include_dirs}" "${_libraries}" FALSE _ok _log)
  if(NOT _ok)
    set(${out_program} "" PARENT_SCOPE)
    set(${out_log} "${_log}" PARENT_SCOPE)
    return()
  endif()
  set(${out_program} "${_dir}/${_name}" PARENT_SCOPE)
  if(_state STREQUAL "STORE")
    _CuDNNStrict_cache_store("${inputs}" "${_dir}" "${_name}" _entry)
  endif()
  set(${out_from} built PARENT_SCOPE)
endfunction()

# Sets <out> to the reason the probe did not compile.  A program that
# includes nothing of cuDNN is compiled the same way first: when that fails
# too, the compiler or the flags the probe keeps from the project are to
# blame, not the cuDNN header.
function(_CuDNNStrict_compile_failure header log build_dir out)
  string(REGEX MATCH "[^\n]*error[^\n]*" _first_error "${log}")
  set(_unit "${build_dir}/control.c")
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(_lang C)
  if(NOT "C" IN_LIST _languages)
    set(_unit "${build_dir}/control.cpp")
    set(_lang CXX)
  endif()
  file(WRITE "${_unit}" "#include <stdio.h>\nint main(void) { return puts(\"\") < 0; }\n")
  _CuDNNStrict_use_probe_flags("${_unit}" _dialect)
  try_compile(_compiled "${build_dir}/control" SOURCES "${_unit}" ${_dialect}
    OUTPUT_VARIABLE _control_log)
  if(_compiled)
    set(${out} "compiling a program that includes ${header} failed: ${_first_error} (full log: ${build_dir}/compile.log)" PARENT_SCOPE)
  else()
    file(WRITE "${build_dir}/control.log" "${_control_log}")
    string(REGEX MATCH "[^\n]*error[^\n]*" _control_error "${_control_log}")
    set(${out} "the ${_lang} compiler ${CMAKE_${_lang}_COMPILER} cannot build even a program without cuDNN with the flags the probe keeps from the project (CMAKE_${_lang}_FLAGS: '${CMAKE_${_lang}_FLAGS}'): ${_control_error} (full log: ${build_dir}/control.log); fix the compiler or CMAKE_${_lang}_FLAGS" PARENT_SCOPE)
  endif()
endfunction()

# The header facts the compiler saw, read out of the object without
# running it.  Appends them to <report_var> as key=value lines.
function(_CuDNNStrict_read_header_info object report_var)
  set(_numbers "[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+")
  file(STRINGS "${object}" _info LIMIT_COUNT 1
    REGEX "INFO:cudnn_strict_header\\[[vx] ${_numbers}\\]")
  set(_report "${${report_var}}")
  if(_info MATCHES "\\[([vx]) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\\]")
    set(_values "${CMAKE_MATCH_2};${CMAKE_MATCH_3};${CMAKE_MATCH_4};${CMAKE_MATCH_5};${CMAKE_MATCH_6};${CMAKE_MATCH_7}")
    string(APPEND _report "header.in_range=${CMAKE_MATCH_1}\n")
    foreach(_key IN ITEMS pp_major pp_minor pp_patch pp_own_code pp_encoded_code toolkit_cudart)
      list(POP_FRONT _values _value)
      math(EXPR _value "${_value}")  # drops the leading zeros
      string(APPEND _report "header.${_key}=${_value}\n")
    endforeach()
  endif()
  set(${report_var} "${_report}" PARENT_SCOPE)
endfunction()

# Runs the checks <program> against <library>, told the facts of <header>
# the report already holds and the search <plan> (_CuDNNStrict_all_library_dirs);
# appends its report to <report_var>.
function(_CuDNNStrict_run_probe program header library plan report_var)
  set(_report "${${report_var}}")
  if(CMAKE_CROSSCOMPILING AND NOT CMAKE_CROSSCOMPILING_EMULATOR)
    string(APPEND _report "probe.run=SKIPPED\nprobe.skip_reason=cross-compiling without CMAKE_CROSSCOMPILING_EMULATOR: the probe cannot run on this machine\n")
    set(${report_var} "${_report}" PARENT_SCOPE)
    return()
  endif()
  # Where the probe looks for a compatible cuDNN after a mismatch: the
  # directories and locations this search used.
  string(REPLACE ";" "," _locations "${_CuDNNStrict_search_locations}")
  set(_search_dirs "")
  foreach(_entry IN LISTS plan)
    list(APPEND _search_dirs --search-dir "${_entry}")
  endforeach()
  # The header's own install, searched wherever the search may look: its
  # library directory may hold the copy that matches it although another
  # library was chosen.
  get_filename_component(_header_prefix "${header}" DIRECTORY)
  get_filename_component(_header_prefix "${_header_prefix}" DIRECTORY)
  set(_features "")
  if(NOT _CuDNNStrict_features STREQUAL "")
    set(_features --features "${_CuDNNStrict_features}")
  endif()
  _CuDNNStrict_report_get("${_report}" header.pp_major _major)
  _CuDNNStrict_report_get("${_report}" header.pp_minor _minor)
  _CuDNNStrict_report_get("${_report}" header.pp_patch _patch)
  _CuDNNStrict_report_get("${_report}" header.toolkit_cudart _toolkit_cudart)
  # qemu-user hangs in a forked child that loads cuDNN: under an emulator
  # of a Linux target the probe loads it in its own process (Wine starts a
  # Windows child as a new process, which works).
  set(_in_process "")
  _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  if(_emulator AND NOT WIN32)
    set(_in_process --in-process)
  endif()
  execute_process(
    COMMAND ${_emulator} "${program}" ${_in_process}
      --header-version "${_major}.${_minor}.${_patch}" --toolkit-cudart "${_toolkit_cudart}"
      --library "${library}" --policy "${_CuDNNStrict_policy}" ${_features}
      --gpu-check "${_CuDNNStrict_gpu_check}" --search-locations "${_locations}" ${_search_dirs}
      --header-prefix "${_header_prefix}" --header "${header}"
    OUTPUT_VARIABLE _out ERROR_VARIABLE _err RESULT_VARIABLE _rc
    TIMEOUT 300)
  string(REPLACE "\n" " " _err "${_err}")
  string(APPEND _report "probe.run=DONE\n${_out}probe.exit=${_rc}\nprobe.stderr=${_err}\n")
  set(${report_var} "${_report}" PARENT_SCOPE)
endfunction()

# Sets <out_hit> to true and <out_report> to the cached report when the
# fingerprint <key> is unchanged.
function(_CuDNNStrict_cached_report key out_hit out_report)
  _CuDNNStrict_value(_CuDNNStrict_PROBE_KEY _kept)
  if(NOT CUDNN_STRICT_FORCE_CHECK AND "${key}" STREQUAL "${_kept}")
    # A cache value cannot hold newlines: the cached report keeps its lines
    # apart with the ASCII record separator.
    string(ASCII 30 _record_separator)
    string(REPLACE "${_record_separator}" "\n" _report "${_CuDNNStrict_PROBE_REPORT}")
    set(${out_report} "${_report}" PARENT_SCOPE)
    set(${out_hit} TRUE PARENT_SCOPE)
  else()
    set(${out_hit} FALSE PARENT_SCOPE)
  endif()
endfunction()

# A program of the probe did not compile: keeps the compiler's <log> in
# <build_dir>/compile.log, sets <out_error> to the reason and forgets the
# cached fingerprint, so that the next configure compiles again.
function(_CuDNNStrict_probe_not_built header log build_dir out_error)
  file(WRITE "${build_dir}/compile.log" "${log}")
  _CuDNNStrict_compile_failure("${header}" "${log}" "${build_dir}" _reason)
  set(${out_error} "${_reason}" PARENT_SCOPE)
  unset(_CuDNNStrict_PROBE_KEY CACHE)
endfunction()

# Compiles the header facts and reads them, runs the checks (the installed
# tool, or the program from the per-user cache or built now), caches the
# report under the fingerprint <key> and sets <out_report> to it.  Sets
# <out_error> when a program could not be compiled.  <cudart> and
# <cudart_include_dirs>: the CUDA runtime of the target (a target or a
# file, "" for none) and its headers; <plan>: where the fix search looks.
function(_CuDNNStrict_probe key header library cudart cudart_include_dirs plan out_report out_error)
  string(ASCII 30 _record_separator)
  set(_build_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/probe")
  _CuDNNStrict_build_inputs(_inputs)
  _CuDNNStrict_compile_header_facts("${header}" "${_build_dir}" "${_inputs}"
    "${cudart}" "${cudart_include_dirs}" _object _log)
  set(_program "")
  set(_from "")
  if(_object AND CMAKE_CROSSCOMPILING AND NOT CMAKE_CROSSCOMPILING_EMULATOR)
    set(_program none)  # nothing could run it (_CuDNNStrict_run_probe says so)
  elseif(_object)
    _CuDNNStrict_checks_program("${_build_dir}" "${_inputs}" "${cudart}" "${cudart_include_dirs}"
      _program _from _checks_log)
    if(NOT _program)
      set(_log "${_checks_log}")
    endif()
  endif()
  if(NOT _object OR NOT _program)
    _CuDNNStrict_probe_not_built("${header}" "${_log}" "${_build_dir}" _reason)
    set(${out_error} "${_reason}" PARENT_SCOPE)
    return()
  endif()
  set(_report "")
  _CuDNNStrict_read_header_info("${_object}" _report)
  _CuDNNStrict_note_redefinitions("${_log}" "${header}" _report)
  set(_facts "${_report}")
  string(APPEND _report "probe.program=${_program}\nprobe.program_from=${_from}\n")
  _CuDNNStrict_report_get("${_report}" header.in_range _in_range)
  if(_in_range STREQUAL "v")
    _CuDNNStrict_run_probe("${_program}" "${header}" "${library}" "${plan}" _report)
    _CuDNNStrict_report_get("${_report}" probe.format _format)
    if(_from STREQUAL "installed" AND NOT _format)
      # The package's tool did not start here (a relocated prefix without
      # its CUDA runtime, a foreign C library): the checks are built.
      _CuDNNStrict_checks_program("${_build_dir}" "${_inputs}" "${cudart}" "${cudart_include_dirs}"
        _program _from _checks_log TRUE)
      if(NOT _program)
        _CuDNNStrict_probe_not_built("${header}" "${_checks_log}" "${_build_dir}" _reason)
        set(${out_error} "${_reason}" PARENT_SCOPE)
        return()
      endif()
      set(_report "${_facts}probe.program=${_program}\nprobe.program_from=${_from}\n")
      _CuDNNStrict_run_probe("${_program}" "${header}" "${library}" "${plan}" _report)
    endif()
  endif()
  _CuDNNStrict_report_get("${_report}" release.status _release_status)
  _CuDNNStrict_report_get("${_report}" probe.run _run)
  _CuDNNStrict_report_get("${_report}" verdict _verdict)
  # A library cuDNN opens itself that is missing (cuBLAS, which no
  # win_amd64 wheel ships beside cuDNN) is only a warning: a cross build
  # keeps that report, whose warning each configure prints again, rather
  # than run the probe under the emulator every time (seconds under Wine).
  set(_opened_missing FALSE)
  if(NOT CMAKE_CROSSCOMPILING
      AND "\n${_report}" MATCHES "\ndependency\\.[a-z]+\\.[0-9]+\\.status=MISSING\n")
    set(_opened_missing TRUE)
  endif()
  if(_release_status MATCHES "^(MISSING_DEPENDENCY|ABORTED|TIMEOUT)$"
      OR (_run STREQUAL "DONE" AND _verdict MATCHES "^(|NOT_LOADABLE)$")
      OR _opened_missing)
    # cuDNN could not load something it needs (libcublas, libz,
    # libstdc++, a sub-library), a library it opens itself is missing, or
    # the probe did not finish: installing what was missing, or pointing
    # an emulator at the target's libraries, changes no file the
    # fingerprint covers, so the next configure asks again.
    unset(_CuDNNStrict_PROBE_KEY CACHE)
  else()
    string(REPLACE "\n" "${_record_separator}" _cached "${_report}")
    set(_CuDNNStrict_PROBE_KEY "${key}" CACHE INTERNAL "fingerprint of the inputs of the cached cuDNN probe report")
    set(_CuDNNStrict_PROBE_REPORT "${_cached}" CACHE INTERNAL "cached cuDNN probe report")
  endif()
  set(${out_report} "${_report}" PARENT_SCOPE)
  set(${out_error} "" PARENT_SCOPE)
endfunction()

# Reads the value of <key> in <report> ("" when absent), undoing the
# probe's escapes of newlines and backslashes.
function(_CuDNNStrict_report_get report key out)
  string(REPLACE "." "\\." _key_regex "${key}")
  if("\n${report}" MATCHES "\n${_key_regex}=([^\n]*)")
    set(_value "${CMAKE_MATCH_1}")
    string(ASCII 1 _placeholder)
    string(REPLACE "\\\\" "${_placeholder}" _value "${_value}")
    string(REPLACE "\\n" "\n" _value "${_value}")
    string(REPLACE "\\r" "\r" _value "${_value}")
    string(REPLACE "${_placeholder}" "\\" _value "${_value}")
    set(${out} "${_value}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# Prints the report's <key>.0 to <key>.<n-1> (n is <key>.count), each as a
# warning after <prefix>: the probe's lists of sentences.
function(_CuDNNStrict_report_warn_each report key prefix)
  _CuDNNStrict_report_get("${report}" ${key}.count _count)
  if(NOT _count GREATER 0)
    return()
  endif()
  math(EXPR _last "${_count} - 1")
  foreach(_i RANGE ${_last})
    _CuDNNStrict_report_get("${report}" ${key}.${_i} _item)
    message(WARNING "${prefix}${_item}")
  endforeach()
endfunction()
