include("${SUITE_DIR}/support/Run.cmake")
guard_build()
set(_started_here "${CASE_BUILD_DIR}/started-here")
file(MAKE_DIRECTORY "${_started_here}")
file(COPY_FILE "${FAKE_v10_0_0_LIBRARY}" "${_started_here}/libcudnn.so.10")
file(REAL_PATH "${FAKE_v10_0_0_LIBRARY_DIR}" _built_dir)
guard_regex_quote("${_built_dir}" _built_dir)
# The start-up check takes the build's own copy, by absolute path; the
# program's later dlopen (the loader's own search) is its own business.
foreach(_path IN ITEMS ":" "relative/lib" "${FAKE_v9_1_0_LIBRARY_DIR}:")
  guard_run(lazy WORKING_DIRECTORY "${_started_here}" ENV "LD_LIBRARY_PATH=${_path}"
    STDOUT "status=OK found_by=absolute path; relative LD_LIBRARY_PATH entries ignored cudnn-strict: cuDNN 10\\.0\\.0 from ${_built_dir}/libcudnn\\.so\\.10 ")
endforeach()
# Without the build's copy either, nothing is loaded, and the message says
# why.
file(RENAME "${FAKE_v10_0_0_LIBRARY}" "${FAKE_v10_0_0_LIBRARY}.away")
guard_run(lazy WORKING_DIRECTORY "${_started_here}" ENV "LD_LIBRARY_PATH=:"
  RESULT "^78$" STDOUT ".*"
  STDERR "libcudnn\\.so\\.10 is in none of the absolute LD_LIBRARY_PATH entries nor in ${_built_dir} \\(empty and relative entries, which name the current directory, are ignored\\)")
file(RENAME "${FAKE_v10_0_0_LIBRARY}.away" "${FAKE_v10_0_0_LIBRARY}")
