# A root whose ONNX Runtime has no cuDNN to load: this machine's
# LD_LIBRARY_PATH names a cuDNN (root_run sets it), which the root's
# processes never see, so the verdict is NOT_FOUND (exit status 2), not a
# pass on a file of this machine.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
root_make()
root_dist(onnxruntime-gpu 1.23.0 REQUIRES "nvidia-cudnn-cu13~=9.0; extra == \"cuda\"")
root_run()
fake_env_expect_rc(2)
fake_env_quote("${site}" _site)
fake_env_expect("^Root: [^ ]+/root onnxruntime-gpu 1\\.23\\.0 \\(${_site}\\) NOT_FOUND "
  "built: cuDNN 9 \\(only the major is recorded: Requires-Dist nvidia-cudnn-cu13~=9\\.0; extra == \"cuda\"\\) "
  "loads: no libcudnn\\.so\\.9 \\(the loader's search, as without preload_dlls\\(\\)\\) "
  "reason: libcudnn\\.so\\.9 is not where the loader looks in the root "
  "\\(LD_LIBRARY_PATH, the ld\\.so cache, the default directories\\) "
  "fix: RUN pip install --no-deps \"nvidia-cudnn-cu13>=9\\.0,<10\" $")
