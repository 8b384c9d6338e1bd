# Distributed under the OSI-approved BSD 3-Clause License.
#
# Where cuDNN can live, in the documented order: the roots (ROOT), the
# CUDA toolkit, the active conda environment, the pip wheels of the Python
# the user means, then the system directories; what each looks like on
# disk is the target system's (Linux.cmake, Windows.cmake).  A location
# gives entries, one list item each, "<label>|<directory>": <label> is what
# the summary prints to say which copy won and why; the directory last, so
# that it may hold any character but ";".  The search itself is
# find_path/find_library, so that CMake's search controls apply as they do
# to any find module.  Constants are functions, not variables: this file
# is read once, in the first directory that finds cuDNN.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(Linux.cmake)
_CuDNNStrict_include(Windows.cmake)
_CuDNNStrict_include(Replay.cmake)  # the roots and hints, with what else the module reads

# The help string of an entry another cuDNN module left once this module
# replaced its value: still not the user's choice at the next configure.
function(_CuDNNStrict_replaced_help out)
  set(${out} "Replaced by FindCuDNNStrict with the cuDNN it found (the entry was left by another cuDNN module)" PARENT_SCOPE)
endfunction()

# Sets <out> to <word>, or to "" when CMAKE_FIND_USE_<switch> is false:
# find_path and find_library apply the switches (and the ignored prefixes,
# below) only to the places they derive, not to the PATHS given.
function(_CuDNNStrict_find_use switch word out)
  set(${out} "${word}" PARENT_SCOPE)
  if(DEFINED CMAKE_FIND_USE_${switch} AND NOT CMAKE_FIND_USE_${switch})
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# Sets <out> to the entries, labelled <label>, of the install prefixes
# <prefixes>, in order: none of a prefix "" or one in
# CMAKE_IGNORE_PREFIX_PATH or CMAKE_SYSTEM_IGNORE_PREFIX_PATH.
function(_CuDNNStrict_prefix_entries kind label prefixes out)
  set(_ignored "")
  foreach(_ignore IN LISTS CMAKE_IGNORE_PREFIX_PATH CMAKE_SYSTEM_IGNORE_PREFIX_PATH)
    get_filename_component(_ignore "${_ignore}" ABSOLUTE)
    list(APPEND _ignored "${_ignore}")
  endforeach()
  set(_entries "")
  foreach(_prefix IN LISTS prefixes)
    get_filename_component(_absolute "${_prefix}" ABSOLUTE)
    if(NOT _prefix STREQUAL "" AND NOT _absolute IN_LIST _ignored)
      _CuDNNStrict_prefix_dirs(${kind} "${_prefix}" _dirs)
      list(APPEND _entries ${_dirs})
    endif()
  endforeach()
  list(TRANSFORM _entries PREPEND "${label}|")
  set(${out} "${_entries}" PARENT_SCOPE)
endfunction()

# Sets <out_value> and <out_help> to the cache entry <var> when no normal
# variable hides it, else to "".
function(_CuDNNStrict_cache_entry var out_value out_help)
  _CuDNNStrict_value(${var} _value)
  get_property(_cached CACHE ${var} PROPERTY VALUE)
  get_property(_help CACHE ${var} PROPERTY HELPSTRING)
  if(NOT DEFINED CACHE{${var}} OR NOT "${_value}" STREQUAL "${_cached}")
    set(_value "")
    set(_help "")
  endif()
  set(${out_value} "${_value}" PARENT_SCOPE)
  set(${out_help} "${_help}" PARENT_SCOPE)
endfunction()

# Reads the roots and the hints once, before the search, and sets
# <out_search> to the value the search takes (<locations>; <python>, the
# interpreter PIP asks, "" where PIP is not searched; the ROOT location's
# entries for headers, include, and libraries, lib),
# <out_classic> to the entries another cuDNN module left and
# <out_rejected> to one warning's text per root that names a file the
# search ignores (the find module prints them, and a configure that printed
# one is not replayed, so that each configure says it again).
#
# The ROOT location, for each kind: <first_include> or <first_lib> (a
# target to adopt); the hints' directories (a file's directory for a
# file); the roots; the prefixes of CMAKE_PREFIX_PATH: each a CMake
# variable before the environment variable of the same name (split at
# ':'; an empty value names no place).  A root names an install prefix;
# users name other things too: the library file (-DCUDNN_ROOT=<wheel>/lib/
# libcudnn.so.9), a header, or the include directory (MXNet and Caffe take
# CUDNN_ROOT so): a cuDNN file is searched as its directory (for its kind)
# and the prefix above, a directory holding a cuDNN header as itself
# (include) and the prefix above; another file is named in a warning,
# never dropped in silence.
#
# Cache entries another cuDNN module left (a classic FindCUDNN's
# find_path/find_library in a build directory it configured first) are not
# the user's choice: ROOT searches their directories again (this module's
# own names, CUDNN_INCLUDE_DIR and CUDNN_LIBRARY, first), and an entry
# naming another cuDNN than the one found is replaced.  A hint is another
# module's under find_path's and find_library's default help strings; this
# module's own CUDNN_INCLUDE_DIR and CUDNN_LIBRARY under those or OpenCV's,
# or when naming the development symlink libcudnn.so (the library is looked
# up beside it), not when given with -D or edited after this module set
# them.  Those taken over are unset and, unless <quiet>, announced.  Their
# records are "<var>|<kind>|<dir>|<value>" (<kind> include or lib, <dir>
# searched again, <value> the entry as it was).  Their directories come
# before the hints while nobody named a root or hint as a cache entry or in
# the environment (the build directory's cuDNN stays; one the project's
# code sets is its default), and after the roots when someone did: a root
# given now is a decision, an old search result is not.
function(_CuDNNStrict_named_places quiet locations python first_include first_lib out_search out_classic
    out_rejected)
  _CuDNNStrict_replaced_help(_replaced_help)
  _CuDNNStrict_root_variables(_roots)
  _CuDNNStrict_hint_variables(_include _lib _env_hints)
  _CuDNNStrict_find_use(PACKAGE_ROOT_PATH TRUE _use_package_root)
  _CuDNNStrict_find_use(CMAKE_PATH CMAKE_PREFIX_PATH _prefix_var)
  _CuDNNStrict_find_use(CMAKE_ENVIRONMENT_PATH ENV{CMAKE_PREFIX_PATH} _prefix_env)
  set(_hints ${_include} ${_lib})
  set(_prefixes CMAKE_PREFIX_PATH)
  set(_classic "")
  set(_named "")
  set(_rejected "")
  # The ROOT location's entries of each kind, in the four slots that the
  # end puts in order: the cached entries, the hints, the roots and the
  # prefixes.
  foreach(_slot IN ITEMS cached hints roots prefixes)
    set(_${_slot}_include "")
    set(_${_slot}_lib "")
  endforeach()
  foreach(_slot IN ITEMS roots hints prefixes)
    foreach(_var IN LISTS _${_slot})
      # Most are set nowhere, and then name no place.
      if(NOT DEFINED ${_var} AND NOT DEFINED ENV{${_var}})
        continue()
      endif()
      set(_kind lib)
      if(_var IN_LIST _include)
        set(_kind include)
      endif()
      # Where it is read: <var> (its value), ENV{<var>}.
      set(_labels ${_var})
      _CuDNNStrict_cache_entry(${_var} _value _help)
      if(_slot STREQUAL "prefixes")
        set(_labels ${_prefix_var} ${_prefix_env})
      elseif(_value MATCHES "(^|-NOTFOUND)$")
      elseif(_slot STREQUAL "hints"
          AND (_help MATCHES "^Path to a (file|library)\\.$" OR _help STREQUAL _replaced_help))
        set(_dir "${_value}")
        if(EXISTS "${_dir}" AND NOT IS_DIRECTORY "${_dir}")
          get_filename_component(_dir "${_dir}" DIRECTORY)
        endif()
        list(APPEND _classic "${_var}|${_kind}|${_dir}|${_value}")
        list(APPEND _cached_${_kind} "cached by another cuDNN module|${_dir}")
        # Searched as a cached entry, not as a hint.
        set(_labels "")
      else()
        list(APPEND _named ${_var})
      endif()
      if(_var IN_LIST _roots OR _var IN_LIST _env_hints)
        list(APPEND _labels "ENV{${_var}}")
        _CuDNNStrict_env(${_var} _env)
        if(NOT _env STREQUAL "")
          list(APPEND _named "ENV{${_var}}")
        endif()
      endif()
      foreach(_label IN LISTS _labels)
        if(_label STREQUAL _var)
          _CuDNNStrict_value(${_var} _paths)
          list(FILTER _paths EXCLUDE REGEX "(^|-NOTFOUND)$")
        else()
          _CuDNNStrict_env(${_var} _paths)
          string(REPLACE ":" ";" _paths "${_paths}")
          list(FILTER _paths EXCLUDE REGEX "^$")
        endif()
        foreach(_path IN LISTS _paths)
          # <dir>, searched itself for its kind, <dir_kind>: "other" for a
          # file that is neither.  A prefix is taken as it is.
          set(_dir "${_path}")
          set(_dir_kind "")
          if(_slot STREQUAL "prefixes")
          elseif(EXISTS "${_path}" AND NOT IS_DIRECTORY "${_path}")
            get_filename_component(_dir "${_path}" DIRECTORY)
            get_filename_component(_name "${_path}" NAME)
            set(_dir_kind other)
            if(_name MATCHES "^(lib)?cudnn[A-Za-z0-9_]*([.]so([.][0-9]+)*|[.]dylib|[.]dll|[.]lib|[.]a)$")
              set(_dir_kind lib)
            elseif(_name MATCHES "^cudnn[A-Za-z0-9_]*[.]h$")
              set(_dir_kind include)
            endif()
          elseif(IS_DIRECTORY "${_path}" AND (EXISTS "${_path}/cudnn_version.h" OR EXISTS "${_path}/cudnn.h"))
            set(_dir_kind include)
          endif()
          if(_slot STREQUAL "hints")
            list(APPEND _hints_${_kind} "${_label}|${_dir}")
          elseif(_dir_kind STREQUAL "other")
            _CuDNNStrict_words(_words ROOT_NOT_CUDNN_FILE label "${_label}" root "${_path}")
            list(APPEND _rejected "CuDNNStrict: ${_words}")
          elseif(_use_package_root OR NOT _var STREQUAL "CuDNNStrict_ROOT")
            set(_prefix "${_path}")
            if(_dir_kind)
              get_filename_component(_prefix "${_dir}" DIRECTORY)
              list(APPEND _roots_${_dir_kind} "${_label}|${_dir}")
            endif()
            foreach(_root_kind IN ITEMS include lib)
              _CuDNNStrict_prefix_entries(${_root_kind} "${_label}" "${_prefix}" _more)
              list(APPEND _${_slot}_${_root_kind} ${_more})
            endforeach()
          endif()
        endforeach()
      endforeach()
    endforeach()
  endforeach()
  set(_own_vars CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
  set(_own_kinds include lib)
  foreach(_var _kind IN ZIP_LISTS _own_vars _own_kinds)
    _CuDNNStrict_cache_entry(${_var} _value _help)
    if(_help MATCHES "^(No help, variable specified on the command line\\.|Directory holding the cuDNN version header|The cuDNN library)$"
        OR NOT (_help MATCHES "^(Path to a (file|library)\\.|location of (cudnn\\.h|the cuDNN library))$"
                OR _value MATCHES "/libcudnn\\.so$"))
      continue()
    endif()
    set(_dir "${_value}")
    if(_kind STREQUAL "lib")
      get_filename_component(_dir "${_dir}" DIRECTORY)
    endif()
    if(NOT quiet)
      string(REPLACE ";" ", " _where "${_named}")
      set(_words CLASSIC_SEARCHED_AGAIN)
      if(_named)
        set(_words CLASSIC_SEARCHED_AGAIN_AFTER)
      endif()
      _CuDNNStrict_words(_words ${_words} name "${_var}" value "${_value}" named "${_where}" dir "${_dir}")
      message(STATUS "CuDNNStrict: ${_words}")
    endif()
    list(APPEND _classic "${_var}|${_kind}|${_dir}|${_value}")
    list(PREPEND _cached_${_kind} "cached by another cuDNN module|${_dir}")
    unset(${_var} CACHE)
    unset(${_var} PARENT_SCOPE)
  endforeach()
  set(_slots cached hints roots prefixes)
  if(_named)
    set(_slots hints roots cached prefixes)
  endif()
  set(_search "")
  foreach(_kind IN ITEMS include lib)
    set(_entries ${first_${_kind}})
    foreach(_slot IN LISTS _slots)
      list(APPEND _entries ${_${_slot}_${_kind}})
    endforeach()
    _CuDNNStrict_put(_search ${_kind} "${_entries}")
  endforeach()
  _CuDNNStrict_put(_search locations "${locations}" python "${python}")
  set(${out_search} "${_search}" PARENT_SCOPE)
  set(${out_classic} "${_classic}" PARENT_SCOPE)
  set(${out_rejected} "${_rejected}" PARENT_SCOPE)
endfunction()

# Replaces each entry another cuDNN module left (<classic>) that names
# another directory than the one the header (<include_dir>) or <library>
# was found in.  CUDNN_INCLUDE_DIR and CUDNN_LIBRARY are this module's own
# from now on; the others get what was found (CUDNN_LIBRARY_PATH and
# cudnn_LIBRARY the file a program links, <link_file>) with a help string
# that keeps them recognisable as not the user's.  Sets <out> to
# "<var> was <value>" for each entry replaced.
function(_CuDNNStrict_replace_classic_entries classic include_dir library link_file out)
  set(_replaced "")
  _CuDNNStrict_replaced_help(_help)
  set(_found_include "${include_dir}")
  get_filename_component(_found_lib "${library}" DIRECTORY)
  foreach(_record IN LISTS classic)
    string(REGEX MATCH "^([^|]*)[|]([^|]*)[|]([^|]*)[|](.*)$" _match "${_record}")
    set(_var "${CMAKE_MATCH_1}")
    file(REAL_PATH "${CMAKE_MATCH_3}" _dir)
    file(REAL_PATH "${_found_${CMAKE_MATCH_2}}" _found_dir)
    if(_dir STREQUAL _found_dir)
      continue()
    endif()
    list(APPEND _replaced "${_var} was ${CMAKE_MATCH_4}")
    if(_var STREQUAL "CUDNN_INCLUDE_PATH")
      set(${_var} "${include_dir}" CACHE PATH "${_help}" FORCE)
    elseif(NOT _var MATCHES "^CUDNN_(INCLUDE_DIR|LIBRARY)$")
      set(${_var} "${link_file}" CACHE FILEPATH "${_help}" FORCE)
    endif()
  endforeach()
  set(${out} "${_replaced}" PARENT_SCOPE)
endfunction()

# Sets <out> to the entries of the TOOLKIT location, the toolkit
# FindCUDAToolkit found: its target directory as an install prefix (the
# target system's layout, Linux.cmake's targets/<arch> among it), then
# the directories it reports (libcudart's, CUDAToolkit_INCLUDE_DIRS and
# _LIBRARY_DIR), then its library root as a prefix.  CMake 3.x and 4.x
# report other spellings of one directory (4.x: under targets/<arch>, and
# a library root wherever nvvm is, /usr/local when it is linked there); a
# directory is searched once, at its first place, so that the target
# directory's own spelling (lib64, include), the one users know, is the
# one the summary prints whichever CMake configures.
function(_CuDNNStrict_toolkit_entries kind out)
  set(${out} "" PARENT_SCOPE)
  if(NOT CUDAToolkit_FOUND)
    return()
  endif()
  set(_candidates "")
  if(NOT "${CUDAToolkit_TARGET_DIR}" STREQUAL "")
    _CuDNNStrict_prefix_dirs(${kind} "${CUDAToolkit_TARGET_DIR}" _candidates)
  endif()
  if(kind STREQUAL "include")
    list(APPEND _candidates ${CUDAToolkit_INCLUDE_DIRS})
  elseif(NOT WIN32)
    if(CUDA_cudart_LIBRARY)
      get_filename_component(_cudart_dir "${CUDA_cudart_LIBRARY}" DIRECTORY)
      list(APPEND _candidates "${_cudart_dir}")
    endif()
    list(APPEND _candidates ${CUDAToolkit_LIBRARY_DIR})
  endif()
  _CuDNNStrict_value(CUDAToolkit_LIBRARY_ROOT _library_root)
  if(NOT _library_root STREQUAL "")
    _CuDNNStrict_prefix_dirs(${kind} "${_library_root}" _below)
    list(APPEND _candidates ${_below})
  endif()
  set(_entries "")
  set(_reals "")
  foreach(_dir IN LISTS _candidates)
    get_filename_component(_dir "${_dir}" ABSOLUTE)
    if(IS_DIRECTORY "${_dir}")
      file(REAL_PATH "${_dir}" _real)
      if(NOT _real IN_LIST _reals)
        list(APPEND _reals "${_real}")
        list(APPEND _entries "CUDA toolkit|${_dir}")
      endif()
    endif()
  endforeach()
  set(${out} "${_entries}" PARENT_SCOPE)
endfunction()

# Sets <out> to the Python whose site-packages PIP searches, the first of:
# the project's (Python_EXECUTABLE, Python3_EXECUTABLE, as FindPython
# leaves them), then find_program's python3 or python in the programs
# folder of $VIRTUAL_ENV, then of $CONDA_PREFIX (bin/; on Windows a
# venv's Scripts/, the conda prefix itself), then in the first directory
# of PATH that holds either (the one a shell starts); "" when there is
# none.  Not CMAKE_PREFIX_PATH's bin directories, nor the system prefixes
# (CMAKE_INSTALL_PREFIX among them), nor the target's root in a cross
# build: the interpreter runs here.
function(_CuDNNStrict_python out)
  foreach(_var IN ITEMS Python_EXECUTABLE Python3_EXECUTABLE)
    # Not a <var>-NOTFOUND that a failed find_package(Python) left.
    if(${_var})
      set(${out} "${${_var}}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  # A defined variable, normal or cached, makes find_program return
  # without searching.
  unset(_CuDNNStrict_path_python)
  unset(_CuDNNStrict_path_python CACHE)
  find_program(_CuDNNStrict_path_python NAMES python3 python NAMES_PER_DIR NO_CACHE
    HINTS ENV VIRTUAL_ENV ENV CONDA_PREFIX PATH_SUFFIXES bin Scripts
    NO_PACKAGE_ROOT_PATH NO_CMAKE_PATH NO_CMAKE_ENVIRONMENT_PATH NO_CMAKE_SYSTEM_PATH
    NO_CMAKE_FIND_ROOT_PATH)
  set(${out} "" PARENT_SCOPE)
  if(_CuDNNStrict_path_python)
    set(${out} "${_CuDNNStrict_path_python}" PARENT_SCOPE)
  endif()
endfunction()

# The site-packages directories of the Python interpreter <python>, asked
# once per configure: the header's and the library's searches both reach
# PIP.  Not kept across configures: only a search that runs again
# would spare the start (docs/configure-cost.md).
function(_CuDNNStrict_python_site_dirs python out)
  set(_dirs "")
  get_property(_asked GLOBAL PROPERTY "_CuDNNStrict_site ${python}" SET)
  if(_asked)
    get_property(_dirs GLOBAL PROPERTY "_CuDNNStrict_site ${python}")
  elseif(NOT "${python}" STREQUAL "")
    execute_process(
      COMMAND "${python}" -c
        "import site, sysconfig; p = sysconfig.get_paths(); d = [p['purelib'], p['platlib']]; u = getattr(site, 'getusersitepackages', lambda: '')(); d.append(u); print(';'.join(x for x in dict.fromkeys(d) if x))"
      OUTPUT_VARIABLE _dirs ERROR_QUIET RESULT_VARIABLE _rc TIMEOUT 30
      OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT _rc EQUAL 0)
      set(_dirs "")
    endif()
    set_property(GLOBAL PROPERTY "_CuDNNStrict_site ${python}" "${_dirs}")
  endif()
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

# Sets <out> to the entries of one <location> of <search> for headers
# (<kind> include) or libraries (lib), those naming no directory left out.
function(_CuDNNStrict_location_entries kind location search out)
  set(_entries "")
  if(location STREQUAL "ROOT")
    _CuDNNStrict_report_get("${search}" ${kind} _entries)
  elseif(location STREQUAL "TOOLKIT")
    _CuDNNStrict_toolkit_entries(${kind} _entries)
  elseif(location STREQUAL "CONDA")
    _CuDNNStrict_env(CONDA_PREFIX _conda)
    _CuDNNStrict_prefix_entries(${kind} CONDA_PREFIX "${_conda}" _entries)
  elseif(location STREQUAL "PIP")
    # Below each site directory, the folder of each cuDNN wheel (the full
    # nvidia-cudnn-cu<N>, then the JIT flavour), and below that the
    # directory of <kind>: the DLLs in bin/ on Windows.
    _CuDNNStrict_report_get("${search}" python _python)
    _CuDNNStrict_python_site_dirs("${_python}" _site_dirs)
    _CuDNNStrict_wheel_folders(_wheels)
    set(_below ${kind})
    if(WIN32 AND kind STREQUAL "lib")
      set(_below bin)
    endif()
    foreach(_site IN LISTS _site_dirs)
      foreach(_wheel IN LISTS _wheels)
        list(APPEND _entries "pip wheel|${_site}/${_wheel}/${_below}")
      endforeach()
    endforeach()
  elseif(location STREQUAL "SYSTEM")
    _CuDNNStrict_find_use(CMAKE_SYSTEM_PATH TRUE _use)
    set(_prefixes "")
    if(_use)
      _CuDNNStrict_system_prefixes(_prefixes)
    endif()
    _CuDNNStrict_prefix_entries(${kind} system "${_prefixes}" _entries)
  endif()
  list(FILTER _entries EXCLUDE REGEX "[|]$")
  set(${out} "${_entries}" PARENT_SCOPE)
endfunction()

# Takes from the front of the list of entries <entries_var> the run of
# entries of one label: <out_label> that label, <out_dirs> their
# directories, searched as one group.
function(_CuDNNStrict_pop_group entries_var out_label out_dirs)
  set(_entries "${${entries_var}}")
  string(REGEX REPLACE "[|].*$" "" _label "${_entries}")
  # The run and the entries after it in one match, the label escaped as a
  # regular expression: a label holds no "|", a directory no ";".
  string(REGEX REPLACE "([][^$.*+?|()\\])" "\\\\\\1" _label_regex "${_label}")
  string(REGEX MATCH "^(${_label_regex}[|][^;]*(;${_label_regex}[|][^;]*)*);?(.*)$" _ "${_entries}")
  set(_entries "${CMAKE_MATCH_3}")
  string(REGEX REPLACE "(^|;)${_label_regex}[|]" "\\1" _dirs "${CMAKE_MATCH_1}")
  set(${entries_var} "${_entries}" PARENT_SCOPE)
  set(${out_label} "${_label}" PARENT_SCOPE)
  set(${out_dirs} "${_dirs}" PARENT_SCOPE)
endfunction()

# Sets <out> to the directories find_path (kind "include") or find_library
# searches for <paths> once the toolchain's roots apply: each root of
# CMAKE_FIND_ROOT_PATH and CMAKE_SYSROOT before a path not already inside
# it, and the path itself unless CMAKE_FIND_ROOT_PATH_MODE_INCLUDE or
# _LIBRARY is ONLY (NEVER: the path alone).  Only used to name a broken
# file in a directory the search passed over; the search is CMake's.
function(_CuDNNStrict_rerooted kind paths out)
  set(${out} "${paths}" PARENT_SCOPE)
  # Most builds name no root: the paths as they are, read at once.
  if((NOT DEFINED CMAKE_FIND_ROOT_PATH OR CMAKE_FIND_ROOT_PATH STREQUAL "")
      AND (NOT DEFINED CMAKE_SYSROOT OR CMAKE_SYSROOT STREQUAL ""))
    return()
  endif()
  set(_mode LIBRARY)
  if(kind STREQUAL "include")
    set(_mode INCLUDE)
  endif()
  _CuDNNStrict_value(CMAKE_FIND_ROOT_PATH_MODE_${_mode} _mode)
  _CuDNNStrict_value(CMAKE_FIND_ROOT_PATH _roots)
  _CuDNNStrict_value(CMAKE_SYSROOT _sysroot)
  list(APPEND _roots ${_sysroot})
  if(_mode STREQUAL "NEVER" OR NOT _roots)
    return()
  endif()
  set(_dirs "")
  foreach(_root IN LISTS _roots)
    string(REGEX REPLACE "(.)/+$" "\\1" _root "${_root}")
    foreach(_path IN LISTS paths)
      string(FIND "${_path}/" "${_root}/" _at)
      if(_at EQUAL 0)
        list(APPEND _dirs "${_path}")
      else()
        list(APPEND _dirs "${_root}${_path}")
      endif()
    endforeach()
  endforeach()
  if(NOT _mode STREQUAL "ONLY")
    list(APPEND _dirs ${paths})
  endif()
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

# Searches the directories <dirs> of one label with find_path (<kind>
# include) or find_library for <names>, NO_CACHE: every CMake search
# control applies.  Then <checker>(<dir> <out_file> <out_error> <args>...)
# judges the directory found (a broken better-ranked name there is an
# error) and, for a broken entry only, each directory passed over, so that
# a dangling link or an unreadable file is named, not skipped.
function(_CuDNNStrict_search_group kind dirs names checker checker_args out_file out_error)
  unset(_CuDNNStrict_found)
  if(kind STREQUAL "include")
    find_path(_CuDNNStrict_found NAMES ${names} PATHS ${dirs} NO_DEFAULT_PATH NO_CACHE)
    set(_found_dir "${_CuDNNStrict_found}")
  else()
    # A Windows program runs with the DLL, which find_library takes by
    # its full name only when .dll is a library suffix (in this
    # function's scope).
    if(WIN32)
      list(APPEND CMAKE_FIND_LIBRARY_SUFFIXES .dll)
    endif()
    find_library(_CuDNNStrict_found NAMES ${names} NAMES_PER_DIR PATHS ${dirs}
      NO_DEFAULT_PATH NO_CACHE)
    get_filename_component(_found_dir "${_CuDNNStrict_found}" DIRECTORY)
  endif()
  set(_file "")
  set(_error "")
  set(_found_real "")
  if(_CuDNNStrict_found)
    string(REGEX REPLACE "(.)/+$" "\\1" _found_dir "${_found_dir}")
    file(REAL_PATH "${_found_dir}" _found_real)
  endif()
  _CuDNNStrict_rerooted(${kind} "${dirs}" _all)
  foreach(_dir IN LISTS _all)
    if(IS_DIRECTORY "${_dir}" AND NOT "${_dir}" IN_LIST CMAKE_IGNORE_PATH
        AND NOT "${_dir}" IN_LIST CMAKE_SYSTEM_IGNORE_PATH)
      file(REAL_PATH "${_dir}" _real)
      if(_real STREQUAL _found_real)
        break()
      endif()
      cmake_language(CALL ${checker} "${_dir}" _passed_file _error ${checker_args})
      if(_error)
        break()
      endif()
    endif()
  endforeach()
  if(_CuDNNStrict_found AND NOT _error)
    cmake_language(CALL ${checker} "${_found_dir}" _file _error ${checker_args})
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Searches the enabled locations of <search> in order, one labelled group
# of entries at a time, until one gives a file or an error: NAMES best
# first, CHECKER and CHECKER_ARGS as _CuDNNStrict_search_group takes them.
# Where none does, <out_error> is the core's words NOT_FOUND (an id, then
# its values) with the locations searched as <where>.  A location's
# entries are made only when it is reached: asking pip's Python costs a
# process start.
function(_CuDNNStrict_search kind search out_file out_label out_error)
  cmake_parse_arguments(PARSE_ARGV 5 _search "" "CHECKER" "NAMES;CHECKER_ARGS;NOT_FOUND")
  set(${out_file} "" PARENT_SCOPE)
  set(${out_label} "" PARENT_SCOPE)
  _CuDNNStrict_report_get("${search}" locations _locations)
  foreach(_location IN LISTS _locations)
    _CuDNNStrict_location_entries(${kind} ${_location} "${search}" _entries)
    while(NOT _entries STREQUAL "")
      _CuDNNStrict_pop_group(_entries _label _group)
      _CuDNNStrict_search_group(${kind} "${_group}" "${_search_NAMES}"
        ${_search_CHECKER} "${_search_CHECKER_ARGS}" _file _error)
      if(_file OR _error)
        set(${out_file} "${_file}" PARENT_SCOPE)
        set(${out_label} "${_label}" PARENT_SCOPE)
        set(${out_error} "${_error}" PARENT_SCOPE)
        return()
      endif()
    endwhile()
  endforeach()
  string(REPLACE ";" ", " _where "${_locations}")
  _CuDNNStrict_words(_error ${_search_NOT_FOUND} where "${_where}")
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets <out_dirs> to the library directories of every enabled location of
# <search> that exist once the toolchain's roots apply, in order, each
# once.  PLAN
# <var> sets <var> to them as the plan of the fix search
# (probe/core/cudnn_strict_fix.h): "LOCATION:label=directory", each
# directory once.  CANDIDATES <var> sets <var> to every directory looked
# at, existing or not: the plan changes when one of them comes or goes.
function(_CuDNNStrict_all_library_dirs search out_dirs)
  cmake_parse_arguments(PARSE_ARGV 2 _out "" "PLAN;CANDIDATES" "")
  set(_all "")
  set(_plan "")
  set(_candidates "")
  _CuDNNStrict_report_get("${search}" locations _locations)
  # The plan has no pip directories: asking Python for them costs more
  # than they are worth (the fix search always names the directory the
  # build used), and taking them only where a search asked would change
  # the plan, and the probe's key, between configures.
  if(DEFINED _out_PLAN)
    list(REMOVE_ITEM _locations PIP)
  endif()
  foreach(_location IN LISTS _locations)
    _CuDNNStrict_location_entries(lib ${_location} "${search}" _entries)
    while(NOT _entries STREQUAL "")
      _CuDNNStrict_pop_group(_entries _label _group)
      _CuDNNStrict_rerooted(lib "${_group}" _group)
      list(APPEND _candidates ${_group})
      list(TRANSFORM _group REPLACE "^//+" "/")
      foreach(_dir IN LISTS _group)
        if(IS_DIRECTORY "${_dir}" AND NOT _dir IN_LIST _all)
          list(APPEND _all "${_dir}")
          list(APPEND _plan "${_location}:${_label}=${_dir}")
        endif()
      endforeach()
    endwhile()
  endforeach()
  set(${out_dirs} "${_all}" PARENT_SCOPE)
  if(DEFINED _out_PLAN)
    set(${_out_PLAN} "${_plan}" PARENT_SCOPE)
  endif()
  if(DEFINED _out_CANDIDATES)
    list(REMOVE_DUPLICATES _candidates)
    set(${_out_CANDIDATES} "${_candidates}" PARENT_SCOPE)
  endif()
endfunction()
