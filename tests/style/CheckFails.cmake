# Distributed under the OSI-approved BSD 3-Clause License.
#
# What the scripts that prove a style check fails have in common (each
# included by a Check<Name>Fails.cmake, run with cmake -P, SOURCE_DIR and
# WORK_DIR): copies of the checked folders to mutate, a mutation that must
# still apply, and the check's run on a copy.

# Copies the folders <folders> of SOURCE_DIR (paths relative to it) into
# WORK_DIR/<name>, each at its relative place, and sets <out_var> to the
# copy.
function(cudnn_strict_copy_sources name folders out_var)
  set(_copy "${WORK_DIR}/${name}")
  file(REMOVE_RECURSE "${_copy}")
  file(MAKE_DIRECTORY "${_copy}")
  foreach(_folder IN LISTS folders)
    get_filename_component(_parent "${_copy}/${_folder}" DIRECTORY)
    file(MAKE_DIRECTORY "${_parent}")
    file(COPY "${SOURCE_DIR}/${_folder}" DESTINATION "${_parent}")
  endforeach()
  set(${out_var} "${_copy}" PARENT_SCOPE)
endfunction()

# Replaces <old> by <new> in <file>; fails when <old> is not there, so that
# a mutation that no longer applies is not taken for a check that passes.
function(cudnn_strict_replace file old new)
  file(READ "${file}" _text)
  string(FIND "${_text}" "${old}" _at)
  if(_at EQUAL -1)
    message(FATAL_ERROR "'${old}' is not in ${file}: this test's mutation no longer applies")
  endif()
  string(REPLACE "${old}" "${new}" _text "${_text}")
  file(WRITE "${file}" "${_text}")
endfunction()

# Runs the check script <check> on <copy>; <expect> is PASS (no error, no
# output on stderr) or a regular expression its error must match, with
# runs of spaces and line breaks read as one space.
function(cudnn_strict_expect_check check copy expect)
  execute_process(COMMAND "${CMAKE_COMMAND}" "-DSOURCE_DIR=${copy}" -P "${check}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  string(REGEX REPLACE "[ \n]+" " " _err "${_err}")
  if(expect STREQUAL "PASS")
    if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "")
      message(FATAL_ERROR "${copy}: the check failed on a copy it must pass:\n${_err}")
    endif()
  elseif(_rc EQUAL 0)
    message(FATAL_ERROR "${copy}: the check passed; expected an error matching: ${expect}")
  elseif(NOT _err MATCHES "${expect}")
    message(FATAL_ERROR "${copy}: the check failed, but not with: ${expect}\nIt said: ${_err}")
  endif()
endfunction()
