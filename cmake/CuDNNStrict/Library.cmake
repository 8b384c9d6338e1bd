# Distributed under the OSI-approved BSD 3-Clause License.
#
# Finding libcudnn, and the sub-libraries that libcudnn opens with dlopen
# from cuDNN 8 on.  pip wheels and Debian packages ship libcudnn.so.<major>
# only, so the versioned name is looked for before the unversioned one.

include_guard(GLOBAL)

include(${CMAKE_CURRENT_LIST_DIR}/Files.cmake)

set(_CuDNNStrict_SUBLIBRARIES_8 ops_infer ops_train cnn_infer cnn_train adv_infer adv_train)
set(_CuDNNStrict_SUBLIBRARIES_9 graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic)

# libcudnn names in one directory, best first: the header's major, the
# unversioned development link, then any other major, so that a library of
# the wrong major is reported as a mismatch rather than as "not found".
function(_CuDNNStrict_library_names dir base major out)
  file(GLOB _others RELATIVE "${dir}" "${dir}/lib${base}.so.*")
  list(SORT _others COMPARE NATURAL ORDER DESCENDING)
  set(${out} lib${base}.so.${major} lib${base}.so ${_others} PARENT_SCOPE)
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
        set(_file "${dir}/${_name}")
      endif()
      break()
    endif()
  endforeach()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

function(_CuDNNStrict_cudnn_library_in dir out_file out_error major)
  _CuDNNStrict_library_in("${dir}" cudnn "${major}" _file _error)
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Finds libcudnn.  Sets <out_file>, <out_label> and <out_error>.
function(_CuDNNStrict_find_library major out_file out_label out_error)
  set(_file "")
  set(_label "")
  set(_error "")
  if(CUDNN_LIBRARY)
    if(IS_DIRECTORY "${CUDNN_LIBRARY}")
      set(_error "CUDNN_LIBRARY is ${CUDNN_LIBRARY}, which is a directory: set it to the library file, e.g. ${CUDNN_LIBRARY}/libcudnn.so.${major}")
    else()
      _CuDNNStrict_check_file("${CUDNN_LIBRARY}" "cuDNN library (CUDNN_LIBRARY)" _error)
      set(_file "${CUDNN_LIBRARY}")
      set(_label "CUDNN_LIBRARY")
    endif()
  else()
    _CuDNNStrict_search(lib _CuDNNStrict_cudnn_library_in _file _label _error "${major}")
    if(NOT _file AND NOT _error)
      string(REPLACE ";" ", " _where "${_CuDNNStrict_search_locations}")
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

# Checks the sub-libraries libcudnn will dlopen.  They must sit beside the
# real libcudnn file: that is where libcudnn's RUNPATH ($ORIGIN) sends the
# loader.  Sets, in the caller's scope:
#   <prefix>_FOUND      names found beside libcudnn
#   <prefix>_<name>     the file of each found one
#   <prefix>_MISSING    names found nowhere
#   <prefix>_ELSEWHERE  "name at path" for names found only in another directory
function(_CuDNNStrict_check_sublibraries library major prefix)
  set(_found "")
  set(_missing "")
  set(_elsewhere "")
  if(DEFINED _CuDNNStrict_SUBLIBRARIES_${major})
    file(REAL_PATH "${library}" _real)
    get_filename_component(_dir "${_real}" DIRECTORY)
    foreach(_name IN LISTS _CuDNNStrict_SUBLIBRARIES_${major})
      _CuDNNStrict_library_in("${_dir}" cudnn_${_name} "${major}" _file _error)
      if(_file)
        list(APPEND _found ${_name})
        set(${prefix}_${_name} "${_file}" PARENT_SCOPE)
        continue()
      endif()
      _CuDNNStrict_find_sublibrary_elsewhere(${_name} "${major}" "${_dir}" _other)
      if(_other)
        list(APPEND _elsewhere "libcudnn_${_name} at ${_other}")
      else()
        list(APPEND _missing ${_name})
      endif()
    endforeach()
  endif()
  set(${prefix}_FOUND "${_found}" PARENT_SCOPE)
  set(${prefix}_MISSING "${_missing}" PARENT_SCOPE)
  set(${prefix}_ELSEWHERE "${_elsewhere}" PARENT_SCOPE)
endfunction()

function(_CuDNNStrict_find_sublibrary_elsewhere name major skip_dir out)
  set(_file "")
  _CuDNNStrict_all_library_dirs(_dirs)
  string(REPLACE ":" ";" _ld_dirs "$ENV{LD_LIBRARY_PATH}")
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
