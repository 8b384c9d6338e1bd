include("${SUITE_DIR}/support/Run.cmake")
guard_build()
file(REAL_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" _dir)
guard_regex_quote("${_dir}" _dir)
file(REAL_PATH "${GUARD_LIBRARY_DIR}" _built_dir)
guard_regex_quote("${_built_dir}" _built_dir)
file(REAL_PATH "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so.9" _preloaded)
foreach(_library_path IN ITEMS "" "${GUARD_LIBRARY_DIR}")
  guard_run(app LIBRARY_PATH ${_library_path} ENV "LD_PRELOAD=${_preloaded}"
    RESULT "^78$"
    STDOUT "^$"
    STDERR "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ${_dir}/libcudnn\\.so\\.[0-9.]+ \\(already loaded\\): the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\. Fix: remove ${_dir}/libcudnn\\.so\\.[0-9.]+ from LD_PRELOAD, which loads it before any search, or preload cuDNN 9\\.19 or a newer 9\\.x there instead\\. A compatible cuDNN 9\\.19\\.0 is at ${_built_dir} \\([^)]+\\): preload it instead, with LD_PRELOAD=${_built_dir}/libcudnn\\.so\\.[0-9.]+\\. Or rebuild against 9\\.1\\.0: [^ ]+ [^ ]+ Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway\\.$")
endforeach()
