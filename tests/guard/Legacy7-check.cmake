include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(config_values LIBRARY_PATH "${FAKE_v7_6_5_LIBRARY_DIR}"
  STDOUT "^MAJOR=7 MINOR=6 PATCH=5 CODE=7605 VERSION=7\\.6\\.5 SONAME=libcudnn\\.so\\.7 ")
guard_run(lazy LIBRARY_PATH "${FAKE_v7_6_5_LIBRARY_DIR}"
  STDOUT "^status=OK found_by=loader search cudnn-strict: cuDNN 7\\.6\\.5 from ")
