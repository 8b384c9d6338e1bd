include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(config_values ARGS "${CASE_BUILD_DIR}/actual" ENV CUDNN_STRICT_GUARD=off STDOUT "^MAJOR=10 MINOR=0 PATCH=0 ")
foreach(_name IN ITEMS header include_dir library library_dir)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files
    "${CASE_BUILD_DIR}/expected/${_name}" "${CASE_BUILD_DIR}/actual/${_name}" RESULT_VARIABLE _differ)
  if(_differ)
    file(READ "${CASE_BUILD_DIR}/actual/${_name}" _actual)
    file(READ "${CASE_BUILD_DIR}/expected/${_name}" _expected)
    message(FATAL_ERROR "Case ${CASE}: the ${_name} path in the generated header is\n  ${_actual}\nnot\n  ${_expected}")
  endif()
endforeach()
guard_regex_quote("${GUARD_HOSTILE_ROOT}/lib64" _dir)
# Linked, found through the build's RUNPATH.
guard_run(app
  STDOUT "status=OK found_by=already loaded cudnn-strict: cuDNN 10\\.0\\.0 from ${_dir}/libcudnn\\.so\\.10 \\(already loaded\\) can run")
# Not linked and not on the loader's path: refused, with the command that
# words the fix.
guard_run(lazy
  RESULT "^78$"
  STDERR "^cudnn-strict: this program was built with cuDNN 10\\.0\\.0 but libcudnn\\.so\\.10 cannot be loaded: .*\\.${GUARD_FIX} Stopping")
guard_run(lazy LIBRARY_PATH "${GUARD_HOSTILE_ROOT}/lib64"
  STDOUT "^status=OK found_by=loader search cudnn-strict: cuDNN 10\\.0\\.0 from ${_dir}/libcudnn\\.so\\.10 \\(loader search; its directory is in LD_LIBRARY_PATH\\)")
