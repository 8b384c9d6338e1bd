# A set-user-ID program of the root that needs libcudnn.so.9, which only
# the image's LD_LIBRARY_PATH (/opt/cudnn/lib) holds: the loader runs it in
# secure mode and ignores LD_LIBRARY_PATH, so it finds no libcudnn
# (NOT_FOUND, exit status 2), and the reason says why.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
root_make()
root_link("${FAKE_v9_19_0_LIBRARY}" "${root}/opt/cudnn/lib/libcudnn.so.9")
root_program("${root}/opt/cudnn/lib/libcudnn.so.9")
file(CHMOD "${root}/usr/local/bin/app" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE
  GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE SETUID)
root_run(ARGS --check-binary /usr/local/bin/app --env LD_LIBRARY_PATH=/opt/cudnn/lib)
fake_env_expect_rc(2)
fake_env_expect("^Root: [^ ]+/root, LD_LIBRARY_PATH=/opt/cudnn/lib /usr/local/bin/app NOT_FOUND "
  "built: cuDNN 9\\.x \\(libcudnn\\.so\\.9\\) loads: no libcudnn\\.so\\.9 "
  "reason: libcudnn\\.so\\.9 is not where the loader looks for it in the root "
  "\\(its RUNPATH, LD_LIBRARY_PATH, the ld\\.so cache, the default directories\\); "
  "LD_LIBRARY_PATH does not count: the program is set-user-ID or set-group-ID, and the loader ignores it then "
  "fix: RUN pip install --no-deps \"nvidia-cudnn-cu<CUDA major>>=9,<10\" \\(the CUDA major it was built for\\) $")
