# Distributed under the OSI-approved BSD 3-Clause License.
#
# Finding libcudnn, and the sub-libraries that libcudnn opens with dlopen
# from cuDNN 8 on.  pip wheels and Debian packages ship libcudnn.so.<major>
# only, so the versioned name is looked for before the unversioned one.

# Included by every find_package(CuDNNStrict), without an include guard:
# the constants below must be set in the scope of each call, and a sibling
# directory or a function does not inherit those of an earlier call.

include("${CMAKE_CURRENT_LIST_DIR}/Values.cmake")
include(${CMAKE_CURRENT_LIST_DIR}/Files.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/Windows.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake)
include("${CMAKE_CURRENT_LIST_DIR}/Locations.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Report.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Processor.cmake")

# libcudnn names in one directory, best first: the header's major, the
# unversioned development link, then any other major, so that a library of
# the wrong major is reported as a mismatch rather than as "not found".
function(_CuDNNStrict_library_names dir base major out)
  if(WIN32)
    _CuDNNStrict_windows_library_names("${dir}" ${base} "${major}" _names)
    set(${out} ${_names} PARENT_SCOPE)
    return()
  endif()
  file(GLOB _others RELATIVE "${dir}" "${dir}/lib${base}.so.*")
  list(SORT _others COMPARE NATURAL ORDER DESCENDING)
  set(${out} lib${base}.so.${major} lib${base}.so ${_others} PARENT_SCOPE)
endfunction()

# The names find_library looks for in each directory, in the order of
# _CuDNNStrict_library_names (which the directory found is then read with).
function(_CuDNNStrict_library_search_names base major out)
  set(_names "")
  if(WIN32)
    # cudnn64_9.dll: the header's major first, then any other.
    if(NOT "${major}" STREQUAL "")
      list(APPEND _names ${base}64_${major}.dll)
    endif()
    foreach(_other RANGE 20 5 -1)
      if(NOT "${_other}" STREQUAL "${major}")
        list(APPEND _names ${base}64_${_other}.dll)
      endif()
    endforeach()
    set(${out} "${_names}" PARENT_SCOPE)
    return()
  endif()
  if(NOT "${major}" STREQUAL "")
    list(APPEND _names lib${base}.so.${major})
  endif()
  list(APPEND _names lib${base}.so)
  foreach(_other RANGE 20 5 -1)
    if(NOT "${_other}" STREQUAL "${major}")
      list(APPEND _names lib${base}.so.${_other})
    endif()
  endforeach()
  set(${out} "${_names}" PARENT_SCOPE)
endfunction()

# Sets <out_error> when <file> is a DLL this build cannot load.  An ELF
# file is judged by the probe when loading it fails (its header says why);
# a cross build without an emulator runs no probe, and there its processor
# is read here, as the CUDA runtime's is, so that a host cuDNN in a target
# build is refused rather than left "not checked".
function(_CuDNNStrict_check_library_format file out_error)
  set(_error "")
  if(WIN32)
    _CuDNNStrict_check_dll_format("${file}" _error)
  elseif(CMAKE_CROSSCOMPILING AND NOT CMAKE_CROSSCOMPILING_EMULATOR)
    _CuDNNStrict_elf_processor_mismatch("${file}" _mismatch)
    if(_mismatch)
      set(_error "the cuDNN library ${file} is built for ${_mismatch}, but this build targets ${CMAKE_SYSTEM_PROCESSOR}. Fix: install the cuDNN for ${CMAKE_SYSTEM_PROCESSOR}, or set CUDNN_LIBRARY to it")
    endif()
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets <out_file> to the first usable lib<base> in <dir>, or <out_error>
# when the best entry there is unusable.
function(_CuDNNStrict_library_in dir base major out_file out_error)
  set(_file "")
  set(_error "")
  _CuDNNStrict_library_names("${dir}" ${base} "${major}" _names)
  foreach(_name IN LISTS _names)
    _CuDNNStrict_entry_present("${dir}/${_name}" _present)
    if(_present)
      _CuDNNStrict_check_file("${dir}/${_name}" "cuDNN library" _error)
      if(NOT _error)
        _CuDNNStrict_check_library_format("${dir}/${_name}" _error)
      endif()
      if(NOT _error)
        set(_file "${dir}/${_name}")
      endif()
      break()
    endif()
  endforeach()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# The major comes last and may be missing: it is empty when the header
# text gives no plain CUDNN_MAJOR, and an empty argument does not survive
# the generic search's call.  ARGV3 is read only when given: otherwise it
# names the caller's variable of that name.
function(_CuDNNStrict_cudnn_library_in dir out_file out_error)
  set(_major "")
  if(ARGC GREATER 3)
    set(_major "${ARGV3}")
  endif()
  _CuDNNStrict_library_in("${dir}" cudnn "${_major}" _file _error)
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets <out_error> to <error>, the header search's failure, or, when the
# search found no header anywhere and yet finds a cuDNN library, to a
# sentence for the usual cause: the runtime installed without its
# development files (davisking/dlib#221).
function(_CuDNNStrict_runtime_without_header search error out_error)
  set(${out_error} "${error}" PARENT_SCOPE)
  if(NOT error MATCHES "^no cuDNN header ")
    return()
  endif()
  foreach(_major IN ITEMS 9 8)
    _CuDNNStrict_find_library("${search}" ${_major} _file _label _library_error)
    if(_file)
      set(${out_error} "found the cuDNN ${_major} library ${_file} [${_label}] but no cuDNN header (cudnn_version.h) in the searched locations: the runtime is installed without its development files. Fix: install the development files of the same release (Debian and Ubuntu: the libcudnn${_major}-dev-cuda-<CUDA major> package beside libcudnn${_major}-cuda-<CUDA major>; RHEL: libcudnn${_major}-devel-cuda-<CUDA major>; NVIDIA's archive and the pip wheel hold both), or set CUDNN_INCLUDE_DIR to the directory that holds cudnn_version.h" PARENT_SCOPE)
      return()
    endif()
  endforeach()
endfunction()

# Finds libcudnn where <search> (_CuDNNStrict_make_search) looks.  Sets
# <out_file>, <out_label> and <out_error>.  CUDNN_LIBRARY, else the
# environment variable of that name (PyTorch's setup reads both), names the
# library file or a directory to search: PyTorch passes its CUDNN_LIB_DIR
# there.
function(_CuDNNStrict_find_library search major out_file out_label out_error)
  set(_file "")
  set(_label "")
  set(_error "")
  set(_given "")
  # Read before the if(): an elseif() expands its arguments even when
  # DEFINED ENV{...} in it is false (--warn-uninitialized).
  _CuDNNStrict_env(CUDNN_LIBRARY _env_given)
  if(CUDNN_LIBRARY)
    set(_given "${CUDNN_LIBRARY}")
    set(_label CUDNN_LIBRARY)
    set(_what CUDNN_LIBRARY)
  elseif(NOT _env_given STREQUAL "")
    set(_given "${_env_given}")
    set(_label "ENV{CUDNN_LIBRARY}")
    set(_what "the environment variable CUDNN_LIBRARY")
  endif()
  if(NOT _given STREQUAL "")
    # The loader would search a relative name from the current directory,
    # which is never a place to load code from.
    if(NOT IS_ABSOLUTE "${_given}")
      set(_error "${_what} is ${_given}, a relative path: set it to an absolute path")
    elseif(IS_DIRECTORY "${_given}")
      _CuDNNStrict_library_search_names(cudnn "${major}" _names)
      _CuDNNStrict_search_given_dir(lib "${_given}" _file _error NAMES ${_names}
        CHECKER _CuDNNStrict_cudnn_library_in CHECKER_ARGS "${major}")
      if(NOT _file AND NOT _error)
        if(WIN32)
          _CuDNNStrict_windows_library_file_name("${major}" _wanted)
        else()
          set(_wanted "libcudnn.so.${major} or libcudnn.so")
        endif()
        set(_error "${_what} is ${_given}, a directory that holds no cuDNN library (${_wanted}), nor do its lib64, lib or other library subdirectories: set it to the library file, or to the directory that holds it")
      endif()
    else()
      _CuDNNStrict_check_file("${_given}" "cuDNN library (${_label})" _error)
      if(NOT _error)
        _CuDNNStrict_check_library_format("${_given}" _error)
      endif()
      set(_file "${_given}")
    endif()
  else()
    _CuDNNStrict_library_search_names(cudnn "${major}" _names)
    _CuDNNStrict_search(lib "${search}" _file _label _error NAMES ${_names}
      CHECKER _CuDNNStrict_cudnn_library_in CHECKER_ARGS "${major}")
    _CuDNNStrict_locations_of("${search}" _where)
    string(REPLACE ";" ", " _where "${_where}")
    if(NOT _file AND NOT _error AND WIN32)
      _CuDNNStrict_windows_library_file_name("${major}" _dll)
      set(_error "no cuDNN DLL (${_dll}) was found in the searched locations (${_where}): set CuDNNStrict_ROOT to the cuDNN install prefix (the directory holding bin/ and include/), or CUDNN_LIBRARY to the DLL")
    elseif(NOT _file AND NOT _error)
      set(_error "no cuDNN library (libcudnn.so.${major} or libcudnn.so) was found in the searched locations (${_where}): set CuDNNStrict_ROOT to the cuDNN install prefix, or CUDNN_LIBRARY to the library file")
    endif()
  endif()
  if(_error)
    set(_file "")
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_label} "${_label}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# The x.y.z that ends the real file name of <file> (libcudnn_cnn.so.9 ->
# libcudnn_cnn.so.9.1.0 gives 9.1.0), or "" for a file named without one,
# as in pip wheels.
function(_CuDNNStrict_file_name_version file out)
  file(REAL_PATH "${file}" _real)
  if(_real MATCHES "\\.so\\.([0-9]+\\.[0-9]+\\.[0-9]+)$")
    set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# The major in the library's file name (libcudnn.so.9, or the file
# libcudnn.so links to), for a header whose CUDNN_MAJOR is an expression
# that only the preprocessor can evaluate.
function(_CuDNNStrict_library_file_major library out)
  file(REAL_PATH "${library}" _real)
  set(_major "")
  foreach(_name IN ITEMS "${library}" "${_real}")
    if(NOT _major AND _name MATCHES "\\.so\\.([0-9]+)(\\.[0-9.]*)?$")
      set(_major "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  set(${out} "${_major}" PARENT_SCOPE)
endfunction()

# Checks the sub-libraries libcudnn will dlopen.  They must sit beside the
# real libcudnn file: that is where libcudnn's RUNPATH ($ORIGIN) sends the
# loader; one found nowhere else is looked for where <search> looks.  Sets,
# in the caller's scope:
#   <prefix>_FOUND      names found beside libcudnn
#   <prefix>_<name>     the file of each found one
#   <prefix>_MISSING    names found nowhere
#   <prefix>_ELSEWHERE  "name at path" for names found only in another directory
#   <prefix>_ERROR      a sentence when one beside libcudnn is unusable (a
#                       dangling link, an empty file) or belongs to another
#                       release than libcudnn, going by the x.y.z file names
#                       the release tarballs and packages use ("" otherwise)
function(_CuDNNStrict_check_sublibraries search library major prefix)
  set(_found "")
  set(_missing "")
  set(_elsewhere "")
  set(_errors "")
  if(major STREQUAL "")
    _CuDNNStrict_library_file_major("${library}" major)
  endif()
  _CuDNNStrict_sublibrary_names("${major}" _names)
  if(_names)
    file(REAL_PATH "${library}" _real)
    get_filename_component(_dir "${_real}" DIRECTORY)
    _CuDNNStrict_file_name_version("${library}" _library_release)
    foreach(_name IN LISTS _names)
      _CuDNNStrict_library_in("${_dir}" cudnn_${_name} "${major}" _file _error)
      if(_error)
        list(APPEND _errors "${_error}")
        continue()
      endif()
      if(_file)
        list(APPEND _found ${_name})
        set(${prefix}_${_name} "${_file}" PARENT_SCOPE)
        _CuDNNStrict_file_name_version("${_file}" _release)
        if(_library_release AND _release AND NOT _release STREQUAL _library_release)
          file(REAL_PATH "${_file}" _real_file)
          list(APPEND _errors "the cuDNN sub-library ${_file} is ${_real_file}, from cuDNN ${_release}, but libcudnn is ${_real}, from cuDNN ${_library_release}: sub-libraries of two releases fail with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Fix: reinstall cuDNN so that all its libraries come from one release")
        endif()
        continue()
      endif()
      _CuDNNStrict_find_sublibrary_elsewhere("${search}" ${_name} "${major}" "${_dir}" _other)
      if(_other)
        list(APPEND _elsewhere "libcudnn_${_name} at ${_other}")
      else()
        list(APPEND _missing ${_name})
      endif()
    endforeach()
  endif()
  set(_first_error "")
  if(_errors)
    list(GET _errors 0 _first_error)
  endif()
  set(${prefix}_FOUND "${_found}" PARENT_SCOPE)
  set(${prefix}_MISSING "${_missing}" PARENT_SCOPE)
  set(${prefix}_ELSEWHERE "${_elsewhere}" PARENT_SCOPE)
  set(${prefix}_ERROR "${_first_error}" PARENT_SCOPE)
endfunction()

# Sets <out> to the sub-library <name> of cuDNN <major> in a directory of
# LD_LIBRARY_PATH or of <search> other than <skip_dir>, or to "".
function(_CuDNNStrict_find_sublibrary_elsewhere search name major skip_dir out)
  set(_file "")
  _CuDNNStrict_all_library_dirs("${search}" _dirs)
  _CuDNNStrict_env(LD_LIBRARY_PATH _ld_dirs)
  string(REPLACE ":" ";" _ld_dirs "${_ld_dirs}")
  foreach(_dir IN LISTS _ld_dirs _dirs)
    if(_dir STREQUAL "" OR NOT IS_DIRECTORY "${_dir}")
      continue()
    endif()
    file(REAL_PATH "${_dir}" _real_dir)
    if(_real_dir STREQUAL skip_dir)
      continue()
    endif()
    _CuDNNStrict_library_in("${_dir}" cudnn_${name} "${major}" _file _error)
    if(_file)
      break()
    endif()
  endforeach()
  set(${out} "${_file}" PARENT_SCOPE)
endfunction()

# Sets <out> to the entries of <entries> (names, or "libcudnn_<name> at
# <path>") that the probe's <report> calls MISSING.  The probe read which
# sub-libraries the found release ships: a name of the fixed list that the
# release does not ship (the JIT flavour's ops, say) is no fault, wherever
# else a copy is.  Without a probe's reading, <entries> as they are.
function(_CuDNNStrict_missing_per_release report entries out)
  if(NOT "\n${report}" MATCHES "\nsublibraries=")
    set(${out} "${entries}" PARENT_SCOPE)
    return()
  endif()
  set(_kept "")
  foreach(_entry IN LISTS entries)
    string(REGEX REPLACE "^libcudnn_([a-z_]+) at .*" "\\1" _name "${_entry}")
    _CuDNNStrict_report_get("${report}" sublibrary.${_name}.status _status)
    if(_status STREQUAL "MISSING")
      list(APPEND _kept "${_entry}")
    endif()
  endforeach()
  set(${out} "${_kept}" PARENT_SCOPE)
endfunction()

# Sets <out_error> to the message for what _CuDNNStrict_check_sublibraries
# found wrong under <prefix> (a broken file, missing names, names only in
# another directory) in the cuDNN <version> at <library>, or to "".
# A missing one is the probe's to word when it read the release (<report>
# holds release.status): it knows which sub-libraries the release opens.
function(_CuDNNStrict_sublibrary_failure prefix library version report out_error)
  set(_error "")
  string(REGEX MATCH "^[0-9]+" _major "${version}")
  _CuDNNStrict_report_get("${report}" release.status _release_status)
  _CuDNNStrict_missing_per_release("${report}" "${${prefix}_MISSING}" ${prefix}_MISSING)
  _CuDNNStrict_missing_per_release("${report}" "${${prefix}_ELSEWHERE}" ${prefix}_ELSEWHERE)
  if(${prefix}_ERROR)
    set(_error "${${prefix}_ERROR}")
  elseif((${prefix}_MISSING OR ${prefix}_ELSEWHERE) AND _release_status STREQUAL "MISSING")
    # _CuDNNStrict_take_release_facts passes the probe's sentence on: the
    # probe names a copy on the loader's path too.
  elseif(${prefix}_MISSING)
    # Each by the file name this platform's cuDNN gives it (the first name
    # the search looks for: libcudnn_cnn.so.9, cudnn_cnn64_9.dll).
    set(_files "")
    foreach(_name IN LISTS ${prefix}_MISSING)
      _CuDNNStrict_library_search_names(cudnn_${_name} "${_major}" _names)
      list(GET _names 0 _file)
      list(APPEND _files "${_file}")
    endforeach()
    string(REPLACE ";" ", " _files "${_files}")
    set(_error "the cuDNN ${version} install at ${library} lacks the sub-libraries ${_files} (libcudnn loads them at run time, and fails there with \"Could not load library ...\"). Fix: reinstall cuDNN completely, or point CuDNNStrict_ROOT at a complete install")
  elseif(${prefix}_ELSEWHERE)
    string(REPLACE ";" ", " _elsewhere "${${prefix}_ELSEWHERE}")
    set(_error "the cuDNN ${version} install at ${library} lacks sub-libraries that exist only in another directory (${_elsewhere}); libcudnn loads them from its own directory, and copies from another install cause CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Fix: install the complete cuDNN in one directory")
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# What the probe read from the release itself: the sub-libraries its
# libcudnn opens (a newer release may open ones no table here knows), which
# of them the release ships in its flavour, and whether each file is of
# libcudnn's release.  Replaces <prefix>_FOUND and <prefix>_<name> with the
# release's set, when the probe ran, sets <prefix>_NOT_SHIPPED to the names
# the release does not ship, <prefix>_FLAVOUR (FULL or JIT) with
# <prefix>_FLAVOUR_SHIPS (what the JIT flavour ships, the probe's list) and
# <prefix>_NOTE (the probe's sentence about what is not shipped), and sets
# <out_error> to the probe's sentence for an incomplete or mixed install.
function(_CuDNNStrict_take_release_facts report prefix out_error)
  _CuDNNStrict_report_get("${report}" release.status _status)
  _CuDNNStrict_report_get("${report}" release.message _message)
  set(_error "")
  if(_status MATCHES "^(MISSING|MIXED|MISSING_DEPENDENCY|ABORTED|TIMEOUT)$")
    set(_error "${_message}")
  endif()
  if("\n${report}" MATCHES "\nsublibraries=")
    _CuDNNStrict_report_get("${report}" sublibraries _names)
    string(REPLACE " " ";" _names "${_names}")
    set(_found "")
    set(_not_shipped "")
    foreach(_name IN LISTS _names)
      _CuDNNStrict_report_get("${report}" sublibrary.${_name}.file _file)
      _CuDNNStrict_report_get("${report}" sublibrary.${_name}.status _part_status)
      if(_file)
        list(APPEND _found ${_name})
        set(${prefix}_${_name} "${_file}" PARENT_SCOPE)
      elseif(_part_status STREQUAL "NOT_SHIPPED")
        list(APPEND _not_shipped ${_name})
      endif()
    endforeach()
    set(${prefix}_FOUND "${_found}" PARENT_SCOPE)
    set(${prefix}_NOT_SHIPPED "${_not_shipped}" PARENT_SCOPE)
    foreach(_list IN ITEMS MISSING ELSEWHERE)
      _CuDNNStrict_missing_per_release("${report}" "${${prefix}_${_list}}" _kept)
      set(${prefix}_${_list} "${_kept}" PARENT_SCOPE)
    endforeach()
    _CuDNNStrict_report_get("${report}" release.flavour _flavour)
    _CuDNNStrict_report_get("${report}" release.flavour.ships _ships)
    _CuDNNStrict_report_get("${report}" release.note _note)
    set(${prefix}_FLAVOUR "${_flavour}" PARENT_SCOPE)
    set(${prefix}_FLAVOUR_SHIPS "${_ships}" PARENT_SCOPE)
    set(${prefix}_NOTE "${_note}" PARENT_SCOPE)
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

