include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(config_values
  STDOUT "^MAJOR=9 MINOR=19 PATCH=0 CODE=91900 VERSION=9\\.19\\.0 SONAME=libcudnn\\.so\\.9 TOOLKIT_CUDART=[0-9]+ CUDNN_CUDART=1[0-9]+ CUDART_VERSION=1[0-9]\\.[0-9]+ POLICY=SAME_MINOR GUARD_ACTION=WARN$")
