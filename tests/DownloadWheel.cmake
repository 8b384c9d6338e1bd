# Distributed under the OSI-approved BSD 3-Clause License.
#
# cudnn_strict_download_wheel(<requirement> <downloads> <wheel-var> <error-var>
#                             [pip download options...])
# Puts the wheel of a pinned "name==version" requirement into the folder
# <downloads> and returns its path in <wheel-var> ("" and pip's words in
# <error-var> when it cannot be had).  A wheel already there is used
# without asking the index, so a folder shared by build trees spares every
# later tree the network.  pip writes into a folder of this call's own,
# renamed into place when whole: two runs fetching one wheel never read a
# partial file.  The options (--platform ...) go to pip download.
function(cudnn_strict_download_wheel requirement downloads wheel_var error_var)
  # The wheel's file name starts with the project name, '-' spelled '_'.
  string(REGEX REPLACE "==.*$" "" project "${requirement}")
  string(REPLACE "-" "_" project "${project}")
  string(REGEX REPLACE "^[^=]*==" "" version "${requirement}")
  set(pattern "${project}-${version}-*.whl")
  set(error "")
  file(GLOB wheels "${downloads}/${pattern}")
  if(NOT wheels)
    string(RANDOM LENGTH 12 nonce)
    set(partial "${downloads}/.partial-${nonce}")
    file(MAKE_DIRECTORY "${partial}")
    execute_process(
      COMMAND "${PYTHON}" -m pip download --no-deps --disable-pip-version-check --quiet
        --dest "${partial}" ${ARGN} "${requirement}"
      RESULT_VARIABLE rc ERROR_VARIABLE error)
    file(GLOB downloaded "${partial}/${pattern}")
    foreach(file IN LISTS downloaded)
      get_filename_component(name "${file}" NAME)
      file(RENAME "${file}" "${downloads}/${name}")
    endforeach()
    file(REMOVE_RECURSE "${partial}")
    if(NOT rc EQUAL 0)
      set(${wheel_var} "" PARENT_SCOPE)
      set(${error_var} "pip could not download ${requirement}: ${error}" PARENT_SCOPE)
      return()
    endif()
    file(GLOB wheels "${downloads}/${pattern}")
  endif()
  list(LENGTH wheels count)
  if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one wheel ${pattern} in ${downloads}, found: ${wheels}")
  endif()
  set(${wheel_var} "${wheels}" PARENT_SCOPE)
  set(${error_var} "" PARENT_SCOPE)
endfunction()
