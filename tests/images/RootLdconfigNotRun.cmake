# cuDNN 9.28.1 copied into /opt/cudnn/lib, which the image's ld.so.conf.d
# lists, but no ldconfig ran after: the image's ld.so cache (written
# before) does not name it, so the program that needs libcudnn.so.9 finds
# none (NOT_FOUND, exit status 2), and the fix is the Dockerfile's missing
# RUN ldconfig.  root.LdconfigNeverRan is the same without any cache.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
find_program(_ldconfig ldconfig PATHS /sbin /usr/sbin)
root_make()
# The cache written before cuDNN came: it exists, and lacks /opt/cudnn/lib.
execute_process(COMMAND "${_ldconfig}" -r "${root}" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0 OR NOT EXISTS "${root}/etc/ld.so.cache")
  message("CUDNN_STRICT_SKIP: ldconfig -r cannot write a root's cache here: ${_err}")
  return()
endif()
root_system_cudnn(cu13_newest /opt/cudnn/lib)
file(WRITE "${root}/etc/ld.so.conf" "# comment\ninclude /etc/ld.so.conf.d/*.conf\n")
file(WRITE "${root}/etc/ld.so.conf.d/cudnn.conf" "/opt/cudnn/lib\n")
root_program("${root}/opt/cudnn/lib/libcudnn.so.9")
root_run()
fake_env_expect_rc(2)
fake_env_expect("^Root: [^ ]+/root /usr/local/bin/app NOT_FOUND built: cuDNN 9\\.x \\(libcudnn\\.so\\.9\\) "
  "loads: no libcudnn\\.so\\.9 reason: libcudnn\\.so\\.9 is not where the loader looks for it in the root "
  "\\(its RUNPATH, LD_LIBRARY_PATH, the ld\\.so cache, the default directories\\); /opt/cudnn/lib, which the image's "
  "ld\\.so\\.conf lists, holds libcudnn\\.so\\.9, but the image's ld\\.so cache does not name it: ldconfig did not run "
  "after it was installed fix: RUN ldconfig \\(after the line that installs /opt/cudnn/lib\\) $")
