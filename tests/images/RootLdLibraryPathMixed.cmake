# The 9.12.0.46 wheel beside torch, and cuDNN 9.28.1 as a system package
# in /usr/lib/x86_64-linux-gnu.  Without LD_LIBRARY_PATH the image is OK;
# with the image's ENV LD_LIBRARY_PATH naming the system directory,
# libcudnn (RUNPATH $ORIGIN, which comes after LD_LIBRARY_PATH) opens the
# system's sub-libraries: MIXED_SUBLIBRARIES (exit status 6), and the fix
# is the ENV line without that directory.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
root_make()
root_cudnn_wheel(cu13_oldest)
root_system_cudnn(cu13_newest /usr/lib/x86_64-linux-gnu)
root_dist(torch 2.9.0 REQUIRES "nvidia-cudnn-cu13==9.12.0.46")
root_torch_macros(9.12.0)
root_run()
fake_env_expect_rc(0)
fake_env_expect(" OK built: cuDNN 9\\.12\\.0 ")
root_run(ARGS --env LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu:/usr/local/nvidia/lib64)
fake_env_expect_rc(6)
fake_env_quote("${site}" _site)
fake_env_expect("^Root: [^ ]+/root, LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu:/usr/local/nvidia/lib64 "
  "torch 2\\.9\\.0 \\(${_site}\\) MIXED_SUBLIBRARIES built: cuDNN 9\\.12\\.0 \\([^)]+\\) "
  "loads: ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "reason: the cuDNN sub-library /usr/lib/x86_64-linux-gnu/libcudnn_graph\\.so\\.9 is loaded from another directory than libcudnn "
  "\\(${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9, from ${_site}/nvidia/cudnn/lib\\): libcudnn expects its sub-libraries beside itself, "
  "and these come from two installs, which fail with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH where their releases differ\\. "
  "fix: ENV LD_LIBRARY_PATH=/usr/local/nvidia/lib64 \\(without /usr/lib/x86_64-linux-gnu\\) $")
