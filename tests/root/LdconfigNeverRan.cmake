# A root without /etc/ld.so.cache whose libcudnn.so.9 lies in /opt/cudnn/lib,
# which ld.so.conf lists through a relative include (counted, as ldconfig
# counts it, from the directory of ld.so.conf): the loader never reads
# ld.so.conf, and without a cache it searches only its default
# directories, so the program finds no libcudnn (NOT_FOUND, exit status
# 2); the reason says the image has no cache, and the fix is RUN ldconfig.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
root_make()
root_link("${FAKE_v9_20_0_LIBRARY}" "${root}/opt/cudnn/lib/libcudnn.so.9")
file(WRITE "${root}/etc/ld.so.conf" "include ld.so.conf.d/*.conf # relative\n")
file(WRITE "${root}/etc/ld.so.conf.d/.hidden.conf" "/opt/hidden\n")
file(WRITE "${root}/etc/ld.so.conf.d/cudnn.conf" "/opt/cudnn/lib/\n")
root_program("${root}/opt/cudnn/lib/libcudnn.so.9")
root_run(ARGS --check-binary /usr/local/bin/app)
fake_env_expect_rc(2)
fake_env_expect("^Root: [^ ]+/root /usr/local/bin/app NOT_FOUND built: cuDNN 9\\.x \\(libcudnn\\.so\\.9\\) "
  "loads: no libcudnn\\.so\\.9 reason: libcudnn\\.so\\.9 is not where the loader looks for it in the root "
  "\\(its RUNPATH, LD_LIBRARY_PATH, the ld\\.so cache, the default directories\\); /opt/cudnn/lib, which the image's "
  "ld\\.so\\.conf lists, holds libcudnn\\.so\\.9, but the image has no /etc/ld\\.so\\.cache: the loader reads that "
  "cache, never ld\\.so\\.conf, and without it searches only its default directories "
  "fix: RUN ldconfig \\(after the line that installs /opt/cudnn/lib\\) $")
