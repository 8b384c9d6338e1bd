# A program of the image that needs libcudnn.so.9, with no RUNPATH: the
# loader finds cuDNN 9.28.1 in /opt/cudnn/lib through the image's own
# ld.so cache (written by ldconfig -r for the root, from its ld.so.conf.d),
# never through this machine's cache.  /opt/cudnn is a link with an
# absolute target, taken inside the root.  With --expect 9.28 it is OK;
# with --expect 9.30 (built against a newer cuDNN) INCOMPATIBLE.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
find_program(_ldconfig ldconfig PATHS /sbin /usr/sbin)
root_make()
root_system_cudnn(cu13_newest /opt/cudnn-9.28/lib)
file(CREATE_LINK /opt/cudnn-9.28 "${root}/opt/cudnn" SYMBOLIC)
file(WRITE "${root}/etc/ld.so.conf" "include /etc/ld.so.conf.d/*.conf\n")
file(WRITE "${root}/etc/ld.so.conf.d/cudnn.conf" "/opt/cudnn/lib\n")
execute_process(COMMAND "${_ldconfig}" -r "${root}" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0 OR NOT EXISTS "${root}/etc/ld.so.cache")
  message("CUDNN_STRICT_SKIP: ldconfig -r cannot write a root's cache here: ${_err}")
  return()
endif()
root_program("${root}/opt/cudnn-9.28/lib/libcudnn.so.9")
root_run(ARGS --expect 9.28)
fake_env_expect_rc(0)
fake_env_expect("^Root: [^ ]+/root /usr/local/bin/app OK "
  "built: cuDNN 9\\.28 \\(libcudnn\\.so\\.9\\) "
  "loads: /opt/cudnn-9\\.28/lib/libcudnn\\.so\\.9 \\(needed by /usr/local/bin/app, found through the ld\\.so cache\\) "
  "reason: cuDNN 9\\.28\\.1 \\(read from the assertion text of /opt/cudnn-9\\.28/lib/libcudnn_graph\\.so\\.9\\): "
  "the library can run code built with the header $")
root_run(ARGS --check-binary /usr/local/bin/app --expect 9.30)
fake_env_expect_rc(1)
fake_env_expect("^Root: [^ ]+/root /usr/local/bin/app INCOMPATIBLE built: cuDNN 9\\.30 \\(libcudnn\\.so\\.9\\) "
  "loads: /opt/cudnn-9\\.28/lib/libcudnn\\.so\\.9 \\(needed by /usr/local/bin/app, found through the ld\\.so cache\\) "
  "reason: this program was built with cuDNN 9\\.30 but loaded cuDNN 9\\.28\\.1 from /opt/cudnn-9\\.28/lib/libcudnn\\.so\\.9 "
  "\\([^)]+\\): the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\. "
  "fix: RUN pip install --no-deps \"nvidia-cudnn-cu<CUDA major>>=9\\.30,<10\" \\(the CUDA major it was built for\\) $")
