# Distributed under the OSI-approved BSD 3-Clause License.
#
# Helpers for the hardening cases: copies of the fake cuDNN trees to break
# in the case's own build tree, and files that CMake alone cannot write.

# Sets <out> to a fresh copy of the fake tree <name> (e.g. v9_19_0) at
# ${CMAKE_BINARY_DIR}/<dir>.  cp keeps symlinks and takes any file name,
# where file(COPY) would turn a backslash into a directory separator.
function(hardening_copy_tree name dir out)
  set(_copy "${CMAKE_BINARY_DIR}/${dir}")
  execute_process(COMMAND rm -rf "${_copy}")
  execute_process(COMMAND mkdir -p "${_copy}")
  execute_process(COMMAND cp -a "${FAKE_${name}_ROOT}/." "${_copy}/" RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "copying the fake tree ${name} to ${_copy} failed")
  endif()
  set(${out} "${_copy}" PARENT_SCOPE)
endfunction()

# Writes a version header with the given body lines (joined by "\n").
function(hardening_write_header file)
  list(JOIN ARGN "\n" _text)
  file(WRITE "${file}" "${_text}\n")
endfunction()

# Writes bytes given as octal escapes ("\\177ELF...") through printf(1):
# CMake strings cannot hold the NUL bytes of a binary file.
function(hardening_write_bytes file escapes)
  execute_process(COMMAND printf "${escapes}" OUTPUT_FILE "${file}" RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "printf could not write ${file}")
  endif()
endfunction()

# Writes the 64-byte header of an ELF shared library (ET_DYN, little
# endian) for another word size or processor: enough for the loader and
# the module to tell what it is.  <bits> is 32 or 64; <machine> is the ELF
# e_machine number (3 i386, 62 x86_64, 183 aarch64), below 256; an
# optional fourth argument, the ELF type (1 relocatable, 2 executable; 3,
# a shared library, when absent).
function(hardening_write_elf file bits machine)
  set(_type 3)
  if(ARGC GREATER 3)
    set(_type "${ARGV3}")
  endif()
  math(EXPR _machine_octal_hi "${machine} / 64")
  math(EXPR _machine_octal_mid "(${machine} / 8) % 8")
  math(EXPR _machine_octal_lo "${machine} % 8")
  set(_machine "\\${_machine_octal_hi}${_machine_octal_mid}${_machine_octal_lo}\\000")
  if(bits EQUAL 64)
    set(_class "\\002")
  else()
    set(_class "\\001")
  endif()
  string(REPEAT "\\000" 8 _pad8)
  string(REPEAT "\\000" 36 _rest)
  # e_ident: magic, class, little endian, version 1, then padding; then
  # e_type, e_machine, e_version 1, and zeros for the rest.
  hardening_write_bytes("${file}"
    "\\177ELF${_class}\\001\\001\\000${_pad8}\\00${_type}\\000${_machine}\\001\\000\\000\\000${_rest}")
endfunction()

# Runs <command...> as an unprivileged user when this process is root, for
# whom no file is unreadable; as is otherwise.  Sets <out_rc> and
# <out_output>, or <out_rc> to "skip" and <out_output> to the reason when
# root cannot drop privileges (no setpriv) or the unprivileged user cannot
# reach the module and this build tree (a checkout under /root, say).
function(hardening_run_unprivileged out_rc out_output)
  execute_process(COMMAND id -u OUTPUT_VARIABLE _uid OUTPUT_STRIP_TRAILING_WHITESPACE)
  set(_prefix "")
  if(_uid STREQUAL "0")
    find_program(_setpriv setpriv NO_CACHE)
    if(NOT _setpriv)
      set(${out_rc} "skip" PARENT_SCOPE)
      set(${out_output} "running as root without setpriv to drop privileges" PARENT_SCOPE)
      return()
    endif()
    set(_prefix "${_setpriv}" --reuid=65534 --regid=65534 --clear-groups)
    execute_process(COMMAND ${_prefix} test -r "${CMAKE_MODULE_PATH}/FindCuDNNStrict.cmake"
      -a -x "${CMAKE_BINARY_DIR}" RESULT_VARIABLE _reach)
    if(NOT _reach EQUAL 0)
      set(${out_rc} "skip" PARENT_SCOPE)
      set(${out_output} "an unprivileged user cannot reach ${CMAKE_MODULE_PATH} and ${CMAKE_BINARY_DIR}" PARENT_SCOPE)
      return()
    endif()
  endif()
  execute_process(COMMAND ${_prefix} ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_output} "${_out}" PARENT_SCOPE)
endfunction()

# Configures a small project that runs find_package(CuDNNStrict REQUIRED)
# on the install <root>, as an unprivileged user (see above), in a build
# tree that user can write.  Sets <out_rc> ("skip" when impossible) and
# <out_output> (stdout and stderr).
function(hardening_find_unprivileged root out_rc out_output)
  set(_dir "${CMAKE_BINARY_DIR}/unprivileged")
  file(REMOVE_RECURSE "${_dir}")
  file(MAKE_DIRECTORY "${_dir}/src" "${_dir}/build")
  file(CHMOD "${_dir}" "${_dir}/build" DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_WRITE GROUP_EXECUTE
    WORLD_READ WORLD_WRITE WORLD_EXECUTE)
  file(WRITE "${_dir}/src/CMakeLists.txt"
    "cmake_minimum_required(VERSION 3.21)\nproject(Unprivileged C)\n"
    "set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)\nset(CuDNNStrict_ROOT [==[${root}]==])\n"
    "find_package(CuDNNStrict REQUIRED)\n")
  hardening_run_unprivileged(_rc _output
    "${CMAKE_COMMAND}" -S "${_dir}/src" -B "${_dir}/build" -G "${CMAKE_GENERATOR}"
    "-DCMAKE_MODULE_PATH=${CMAKE_MODULE_PATH}")
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_output} "${_output}" PARENT_SCOPE)
endfunction()

# The case of a file of a good v9.19.0 tree that the unprivileged user may
# not read: <file> (relative to the tree) loses every permission but its
# owner's write, find_package runs as that user, fails, and says
# <sentence> (a regex, spaces as one), or the case is skipped (the call
# ends the case).  The tree is copied to "tree", or to the build tree's
# directory named by an optional third argument.
function(hardening_expect_unreadable file sentence)
  set(_name tree)
  if(ARGC GREATER 2)
    set(_name "${ARGV2}")
  endif()
  hardening_copy_tree(v9_19_0 "${_name}" _tree)
  file(CHMOD "${_tree}/${file}" PERMISSIONS OWNER_WRITE)
  hardening_find_unprivileged("${_tree}" _rc _output)
  if(_rc STREQUAL "skip")
    message(STATUS "CUDNN_STRICT_SKIP: ${_output}")
    return()
  endif()
  string(REGEX REPLACE "[ \t\r\n]+" " " _output "${_output}")
  assert_matches(_rc "^[1-9]")
  assert_matches(_output "${sentence}")
endfunction()
