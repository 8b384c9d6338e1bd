include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(REAL_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" _dir)
guard_regex_quote("${_dir}" _dir)
file(REAL_PATH "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so.9" _preloaded)
foreach(_library_path IN ITEMS "" "${GUARD_LIBRARY_DIR}")
  guard_run(app LIBRARY_PATH ${_library_path} ENV "LD_PRELOAD=${_preloaded}"
    RESULT "^78$"
    STDOUT "^$"
    STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ${_dir}/libcudnn\\.so\\.[0-9.]+ \\(already loaded; LD_PRELOAD names it\\): the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\.${GUARD_FIX} Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway\\.$")
endforeach()
# Preloaded by its SONAME, which the loader looks for on LD_LIBRARY_PATH,
# from an install whose libcudnn.so.9 leads to libcudnn.so.9.1.0 as a
# release's files do: still LD_PRELOAD that decides.
set(_versioned "${CASE_BUILD_DIR}/versioned")
file(REMOVE_RECURSE "${_versioned}")
file(COPY "${FAKE_v9_1_0_LIBRARY_DIR}/" DESTINATION "${_versioned}")
file(RENAME "${_versioned}/libcudnn.so.9" "${_versioned}/libcudnn.so.9.1.0")
file(CREATE_LINK libcudnn.so.9.1.0 "${_versioned}/libcudnn.so.9" SYMBOLIC)
file(REAL_PATH "${_versioned}" _versioned_real)
guard_regex_quote("${_versioned_real}" _versioned_real)
guard_run(app LIBRARY_PATH "${_versioned}" ENV "LD_PRELOAD=libcudnn.so.9"
  RESULT "^78$"
  STDOUT "^$"
  STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ${_versioned_real}/libcudnn\\.so\\.9\\.1\\.0 \\(already loaded; its directory is in LD_LIBRARY_PATH; LD_PRELOAD names it\\): [^.]+\\.${GUARD_FIX} Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway\\.$")
