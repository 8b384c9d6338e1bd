# Distributed under the OSI-approved BSD 3-Clause License.
#
# The runtime guard's targets and cudnn_strict_add_guard(): what every
# configure defines, the first (Guard.cmake generates the guard's sources)
# and a re-configure that changed nothing (Record.cmake) alike.

include_guard(GLOBAL)

# Defines CuDNNStrict::guard, the object of the generated unit <source>,
# with the public headers under <dir>/include, the module's source folders
# <source_dirs> (private: the unit includes the guard's sources by name),
# the cuDNN <include_dirs> and the CUDA runtime's <runtime_include_dirs>.
function(_CuDNNStrict_guard_target dir source source_dirs include_dirs runtime_include_dirs)
  if(TARGET CuDNNStrict::guard)
    return()
  endif()
  # An OBJECT library: its object is linked whole into each consumer, so the
  # constructor runs even though nothing calls into the guard.
  add_library(CuDNNStrict_guard OBJECT EXCLUDE_FROM_ALL "${source}")
  add_library(CuDNNStrict::guard ALIAS CuDNNStrict_guard)
  # Its own dialect (C90 lacks what the guard needs) and none of the
  # options of the directory that found the package first (-Werror...).
  # Optimized for size but in Debug: the guard runs once, and every byte
  # of it is carried by every guarded program (-O3 makes it half again as
  # large).  As C: -Oz where the compiler has it, and no unwind tables, a
  # tenth of its size (no exception passes through C, and glibc unwinds a
  # cancelled thread past such frames by longjmp).  On ELF, no PLT
  # (-fno-plt): a stub per function would add a sixteenth, and the guard
  # calls them at start-up anyway (bench/guard_cost.sh).
  set(_size "$<NOT:$<CONFIG:Debug>>")
  set(_c "$<AND:${_size},$<COMPILE_LANG_AND_ID:C,GNU,Clang,AppleClang>>")
  set(_oz "$<OR:$<C_COMPILER_ID:Clang,AppleClang>,$<VERSION_GREATER_EQUAL:$<C_COMPILER_VERSION>,12>>")
  set(_elf "$<AND:${_size},$<COMPILE_LANG_AND_ID:C,GNU,Clang>,$<NOT:$<PLATFORM_ID:Windows,Darwin>>>")
  set_target_properties(CuDNNStrict_guard PROPERTIES POSITION_INDEPENDENT_CODE ON
    C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF
    CXX_STANDARD 11 CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS OFF
    COMPILE_OPTIONS "$<${_c}:$<IF:${_oz},-Oz,-Os>>;$<${_c}:-fno-asynchronous-unwind-tables>;$<${_elf}:-fno-plt>;$<$<AND:${_size},$<COMPILE_LANG_AND_ID:CXX,GNU,Clang,AppleClang>>:-Os>")
  # The CUDA runtime's headers: cuDNN 7 keeps the version in cudnn.h,
  # which includes them.
  target_include_directories(CuDNNStrict_guard PUBLIC "${dir}/include" ${include_dirs}
    PRIVATE ${source_dirs} PUBLIC ${runtime_include_dirs})
  # A project may link the guard through an INTERFACE library of its own:
  # CMake links an object library's objects only into the targets that
  # name it.  The same object in an archive, after guard_link's
  # --undefined=cudnn_strict_check, reaches the bundle's users: the linker
  # takes it only where nothing defines the guard yet.
  get_filename_component(_extension "${source}" LAST_EXT)
  set(_language C)
  if(_extension STREQUAL ".cpp")
    set(_language CXX)
  endif()
  add_library(CuDNNStrict_guard_archive STATIC EXCLUDE_FROM_ALL $<TARGET_OBJECTS:CuDNNStrict_guard>)
  set_target_properties(CuDNNStrict_guard_archive PROPERTIES LINKER_LANGUAGE ${_language})
  # CuDNNStrict::guard_link: what a program needs to link the guard out of
  # a static library (the reference, then the libraries the guard calls).
  # Imported, so that an installed export of such a library names it as
  # it is (find_dependency(CuDNNStrict) defines it again), and GLOBAL, for
  # users in any directory.
  if(NOT TARGET CuDNNStrict::guard_link)
    if(NOT Threads_FOUND OR NOT DEFINED CMAKE_THREAD_LIBS_INIT)
      find_package(Threads QUIET)
    endif()
    # MSVC's linker spells it /INCLUDE (untested: the tests use MinGW).
    set(_keep "LINKER:--undefined=cudnn_strict_check")
    if(MSVC)
      set(_keep "LINKER:/INCLUDE:cudnn_strict_check")
    endif()
    set(_libraries CuDNNStrict_guard_archive ${CMAKE_THREAD_LIBS_INIT} ${CMAKE_DL_LIBS})
    add_library(CuDNNStrict::guard_link INTERFACE IMPORTED GLOBAL)
    set_target_properties(CuDNNStrict::guard_link PROPERTIES
      INTERFACE_LINK_OPTIONS "${_keep}" INTERFACE_LINK_LIBRARIES "${_libraries}")
  endif()
  # INTERFACE: the object library links nothing itself, and a build
  # dependency of it on the archive made of its objects would be a cycle.
  target_link_libraries(CuDNNStrict_guard INTERFACE CuDNNStrict::guard_link)
endfunction()

# cudnn_strict_add_guard(<target>): links the guard into an executable, a
# shared or module library, or a static library (whose consumers then get
# it), like target_link_libraries(<target> PRIVATE CuDNNStrict::guard) but
# whichever target_link_libraries signature the target already uses.
function(cudnn_strict_add_guard target)
  set(_words "")
  if(NOT TARGET CuDNNStrict::guard)
    set(_words GUARD_NO_PACKAGE)
  elseif(NOT TARGET ${target})
    set(_words GUARD_NOT_A_TARGET)
  else()
    get_target_property(_type ${target} TYPE)
    if(NOT _type MATCHES "^(EXECUTABLE|SHARED_LIBRARY|MODULE_LIBRARY|STATIC_LIBRARY)$")
      set(_words GUARD_TARGET_TYPE)
    endif()
  endif()
  if(_words)
    # The core's table only on this path: a replay that defines this
    # function reads no more than it must (the table is in Sources.cmake).
    include("${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../probe/Sources.cmake")
    _CuDNNStrict_words(_text ${_words} target "${target}" type "${_type}")
    message(FATAL_ERROR "${_text}")
  endif()
  set_property(TARGET ${target} APPEND PROPERTY LINK_LIBRARIES CuDNNStrict::guard)
  if(_type STREQUAL "STATIC_LIBRARY")
    # The archive holds the guard's object; its users need only the link
    # requirements, under a name an installed export can carry.
    set_property(TARGET ${target} APPEND PROPERTY INTERFACE_LINK_LIBRARIES "$<LINK_ONLY:CuDNNStrict::guard_link>")
  endif()
endfunction()
