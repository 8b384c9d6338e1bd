# Distributed under the OSI-approved BSD 3-Clause License.
#
# The generated config header (cudnn_strict_config.h) and the runtime guard
# (CuDNNStrict::guard): the configure-time facts baked into C, and a small
# C object that checks at start-up that the cuDNN the process loads can run
# what was built.  Everything is generated into the binary tree.  The guard
# applies the rule of probe/core/cudnn_strict_version.h; nothing here decides a
# version question.

# Included by every find_package(CuDNNStrict), without an include guard:
# the constants below must be set in the scope of each call, and a sibling
# directory or a function does not inherit those of an earlier call.

include("${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake")

# Sets <out> to <text> as a C string literal that reads back byte for byte,
# whatever the text holds.  Bytes other than letters, digits, space and
# "/._+,-:={}" become three-digit octal escapes (three digits, so that a digit
# after the escape is not read into it); that also rules out quotes,
# backslashes, trigraphs such as "??/", "*/" and line breaks.
function(_CuDNNStrict_c_string_literal text out)
  if("${text}" MATCHES "^[A-Za-z0-9 /._+,:={}-]*$")
    set(${out} "\"${text}\"" PARENT_SCOPE)
    return()
  endif()
  # One step per byte to escape, not per byte: a path or a reason is
  # mostly letters, and each CMake command costs alike.
  set(_literal "")
  set(_rest "${text}")
  while(_rest MATCHES "^([A-Za-z0-9 /._+,:={}-]*)(.)(.*)$")
    string(APPEND _literal "${CMAKE_MATCH_1}")
    set(_rest "${CMAKE_MATCH_3}")
    string(HEX "${CMAKE_MATCH_2}" _byte)
    math(EXPR _value "0x${_byte}")
    math(EXPR _high "${_value} / 64")
    math(EXPR _middle "(${_value} / 8) % 8")
    math(EXPR _low "${_value} % 8")
    string(APPEND _literal "\\${_high}${_middle}${_low}")
  endwhile()
  string(APPEND _literal "${_rest}")
  set(${out} "\"${_literal}\"" PARENT_SCOPE)
endfunction()

# Writes cudnn_strict_config.h into <dir> from the module's results, the
# probe's <report> and the search <plan> (_CuDNNStrict_all_library_dirs).
function(_CuDNNStrict_write_config_header dir report plan)
  get_filename_component(_CuDNNStrict_config_header_name "${CuDNNStrict_VERSION_HEADER}" NAME)
  get_filename_component(_include_dir "${CuDNNStrict_VERSION_HEADER}" DIRECTORY)
  get_filename_component(_library_dir "${CuDNNStrict_RUNTIME_LIBRARY}" DIRECTORY)
  _CuDNNStrict_c_string_literal("${CuDNNStrict_VERSION_HEADER}" _CuDNNStrict_config_header_literal)
  _CuDNNStrict_c_string_literal("${_include_dir}" _CuDNNStrict_config_include_dir_literal)
  _CuDNNStrict_c_string_literal("${CuDNNStrict_RUNTIME_LIBRARY}" _CuDNNStrict_config_library_literal)
  _CuDNNStrict_c_string_literal("${_library_dir}" _CuDNNStrict_config_library_dir_literal)
  get_filename_component(_CuDNNStrict_config_soname "${CuDNNStrict_RUNTIME_LIBRARY}" NAME)
  if(NOT WIN32)
    set(_CuDNNStrict_config_soname "libcudnn.so.${CuDNNStrict_VERSION_MAJOR}")
  endif()
  # The probe measured these; a skipped probe (cross-compiling) leaves 0.
  _CuDNNStrict_report_get("${report}" toolkit.cudart_code _CuDNNStrict_config_toolkit_cudart)
  _CuDNNStrict_report_get("${report}" library.cudart_code _CuDNNStrict_config_cudnn_cudart)
  foreach(_var IN ITEMS _CuDNNStrict_config_toolkit_cudart _CuDNNStrict_config_cudnn_cudart)
    if(NOT "${${_var}}" MATCHES "^[0-9]+$")
      set(${_var} 0)
    endif()
  endforeach()
  set(_CuDNNStrict_config_library_checked 1)
  set(_reason "${CuDNNStrict_LIBRARY_CHECK_REASON}")
  if(CuDNNStrict_LIBRARY_CHECK STREQUAL "NOT_CHECKED")
    set(_CuDNNStrict_config_library_checked 0)
    set(_reason "not checked: ${_reason}")
  endif()
  _CuDNNStrict_c_string_literal("${_reason}" _CuDNNStrict_config_check_reason_literal)
  # The plan names directories of this host: a guard on a cross build's
  # target searches the target's conventional places instead.
  # One literal a line, each ending in a line break.
  set(_CuDNNStrict_config_search_plan_literal "\"\"")
  if(NOT CMAKE_CROSSCOMPILING)
    foreach(_entry IN LISTS plan)
      _CuDNNStrict_c_string_literal("${_entry}" _literal)
      string(APPEND _CuDNNStrict_config_search_plan_literal " ${_literal} \"\\n\"")
    endforeach()
  endif()
  _CuDNNStrict_template(cudnn_strict_config.h.in _template)
  configure_file("${_template}" "${dir}/cudnn_strict_config.h" @ONLY)
endfunction()

# The guard is C99, compiled as one generated unit.  A project that
# enabled only C++ compiles it as C++ (it is valid C++ too).
function(_CuDNNStrict_guard_source dir out)
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(_source "")
  if("C" IN_LIST _languages)
    set(_source "${dir}/src/cudnn_strict_guard_unit.c")
  elseif("CXX" IN_LIST _languages)
    set(_source "${dir}/src/cudnn_strict_guard_unit.cpp")
  endif()
  if(_source)
    _CuDNNStrict_write_unit(guard "${_source}")
  endif()
  set(${out} "${_source}" PARENT_SCOPE)
endfunction()

# Generates the config header (from the module's results and the probe's
# <report>) and the guard sources under ${CMAKE_BINARY_DIR}/CuDNNStrict/guard
# and defines CuDNNStrict::guard.  Sets CuDNNStrict_CONFIG_HEADER in the
# caller's scope.  <runtime_include_dirs>: those of the build's CUDA runtime;
# <plan>: where the guard's fix search looks.
function(_CuDNNStrict_add_guard report runtime_include_dirs plan)
  set(_dir "${CMAKE_BINARY_DIR}/CuDNNStrict/guard")
  set(CuDNNStrict_CONFIG_HEADER "${_dir}/include/cudnn_strict_config.h" PARENT_SCOPE)
  if(TARGET CuDNNStrict::guard)
    return()
  endif()
  _CuDNNStrict_write_config_header("${_dir}/include" "${report}" "${plan}")
  # Public: the guard's API and its report, nothing else.  The sources
  # the unit includes, and the core's headers, stay private.
  _CuDNNStrict_program_files(_files)
  _CuDNNStrict_program_sources(guard _guard_sources)
  foreach(_file IN LISTS _files)
    get_filename_component(_name "${_file}" NAME)
    if(_name STREQUAL "cudnn_strict_guard.h")
      configure_file("${_file}" "${_dir}/include/${_name}" COPYONLY)
    elseif(_name MATCHES "[.]h$" OR _file IN_LIST _guard_sources)
      configure_file("${_file}" "${_dir}/src/${_name}" COPYONLY)
    endif()
  endforeach()
  _CuDNNStrict_guard_source("${_dir}" _source)
  if(NOT _source)
    return()
  endif()

  # An OBJECT library: its object is linked whole into each consumer, so the
  # constructor runs even though nothing calls into the guard.
  add_library(CuDNNStrict_guard OBJECT EXCLUDE_FROM_ALL "${_source}")
  add_library(CuDNNStrict::guard ALIAS CuDNNStrict_guard)
  # Its own dialect, whatever CMAKE_C_STANDARD the project chose (C90
  # lacks what the guard needs), and none of the compile options of the
  # directory that happened to find the package first (-Werror, -Ofast...).
  set_target_properties(CuDNNStrict_guard PROPERTIES POSITION_INDEPENDENT_CODE ON
    C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF
    CXX_STANDARD 11 CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS OFF
    COMPILE_OPTIONS "")
  target_include_directories(CuDNNStrict_guard
    PUBLIC "${_dir}/include" ${CuDNNStrict_INCLUDE_DIRS}
    PRIVATE "${_dir}/src")
  # The config header includes the version header; cuDNN 7 keeps it in
  # cudnn.h, which includes the CUDA runtime's headers.
  if(runtime_include_dirs)
    target_include_directories(CuDNNStrict_guard PUBLIC ${runtime_include_dirs})
  endif()
  # A project may link the guard through an INTERFACE library of its own
  # (a bundle of its dependencies): CMake links an object library's objects
  # only into the targets that name it, and the bundle's users would get
  # its usage requirements without the object.  The same object in an
  # archive, after guard_link's --undefined=cudnn_strict_check, reaches
  # them: the linker takes it from there only where nothing defines the
  # guard yet, so a target that has the object gets it once.
  get_filename_component(_extension "${_source}" LAST_EXT)
  set(_language C)
  if(_extension STREQUAL ".cpp")
    set(_language CXX)
  endif()
  add_library(CuDNNStrict_guard_archive STATIC EXCLUDE_FROM_ALL $<TARGET_OBJECTS:CuDNNStrict_guard>)
  set_target_properties(CuDNNStrict_guard_archive PROPERTIES LINKER_LANGUAGE ${_language})
  _CuDNNStrict_add_guard_link()
  # INTERFACE: the object library links nothing itself, and a build
  # dependency of it on the archive made of its objects would be a cycle.
  target_link_libraries(CuDNNStrict_guard INTERFACE CuDNNStrict::guard_link)
endfunction()

# CuDNNStrict::guard_link: what a program needs to link the guard's object
# out of a static library, which carries it in an archive: the linker takes
# only members something refers to, and the reference below makes it take
# the guard; then the libraries the guard calls.  An imported target, so
# that an installed export of such a static library names it as it is (the
# package configuration's find_dependency(CuDNNStrict) defines it again),
# and GLOBAL, so that the library's users may sit in any directory.
function(_CuDNNStrict_add_guard_link)
  if(TARGET CuDNNStrict::guard_link)
    return()
  endif()
  # FindCUDAToolkit has usually found them already, in this scope.
  if(NOT Threads_FOUND OR NOT DEFINED CMAKE_THREAD_LIBS_INIT)
    find_package(Threads QUIET)
  endif()
  set(_libraries ${CMAKE_THREAD_LIBS_INIT} ${CMAKE_DL_LIBS})
  # MSVC's linker spells it /INCLUDE (untested: Windows builds here use
  # MinGW, whose GNU ld takes --undefined).
  set(_keep "LINKER:--undefined=cudnn_strict_check")
  if(MSVC)
    set(_keep "LINKER:/INCLUDE:cudnn_strict_check")
  endif()
  # The archive that answers the reference where no object of the guard
  # is linked (_CuDNNStrict_add_guard).
  if(TARGET CuDNNStrict_guard_archive)
    list(PREPEND _libraries CuDNNStrict_guard_archive)
  endif()
  add_library(CuDNNStrict::guard_link INTERFACE IMPORTED GLOBAL)
  set_target_properties(CuDNNStrict::guard_link PROPERTIES
    INTERFACE_LINK_OPTIONS "${_keep}"
    INTERFACE_LINK_LIBRARIES "${_libraries}")
endfunction()

# cudnn_strict_add_guard(<target>): links the guard into an executable, a
# shared or module library, or a static library (whose consumers then get
# it), like target_link_libraries(<target> PRIVATE CuDNNStrict::guard) but
# whichever target_link_libraries signature the target already uses.
function(cudnn_strict_add_guard target)
  if(NOT TARGET CuDNNStrict::guard)
    message(FATAL_ERROR "cudnn_strict_add_guard(${target}): there is no CuDNNStrict::guard target: call find_package(CuDNNStrict) first, and check that it found cuDNN")
  endif()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "cudnn_strict_add_guard(${target}): ${target} is not a target")
  endif()
  get_target_property(_type ${target} TYPE)
  if(NOT _type MATCHES "^(EXECUTABLE|SHARED_LIBRARY|MODULE_LIBRARY|STATIC_LIBRARY)$")
    message(FATAL_ERROR "cudnn_strict_add_guard(${target}): ${target} is of type ${_type}; the guard runs in executables, shared or module libraries and static libraries")
  endif()
  set_property(TARGET ${target} APPEND PROPERTY LINK_LIBRARIES CuDNNStrict::guard)
  if(_type STREQUAL "STATIC_LIBRARY")
    # The archive holds the guard's object; its users need only the link
    # requirements, under a name an installed export can carry.
    set_property(TARGET ${target} APPEND PROPERTY INTERFACE_LINK_LIBRARIES "$<LINK_ONLY:CuDNNStrict::guard_link>")
  endif()
endfunction()
