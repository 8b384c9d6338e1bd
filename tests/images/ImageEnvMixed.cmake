# The pinned wheel beside torch and cuDNN 9.28.1 as a system package, with
# the image's ENV LD_LIBRARY_PATH at the system directory: 9.12's libcudnn
# (DT_RUNPATH $ORIGIN, after LD_LIBRARY_PATH) opens the system's
# sub-libraries, MIXED_SUBLIBRARIES (exit status 6); the fix is the ENV
# line without that directory, and names the layer of the foreign file.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
set(_site "/usr/local/lib/python3\\.12/site-packages")
image_run(env_mixed.oci)
fake_env_expect_rc(6)
fake_env_expect("^Image: [^ ]+/env_mixed\\.oci \\(OCI layout, 4 layers\\), LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu:/usr/local/nvidia/lib64 "
  "torch 2\\.9\\.0 \\(${_site}\\) MIXED_SUBLIBRARIES built: cuDNN 9\\.12\\.0 \\([^)]+\\) "
  "loads: ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "reason: the cuDNN sub-library /usr/lib/x86_64-linux-gnu/libcudnn_graph\\.so\\.9 is loaded from another directory than libcudnn "
  "\\(${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9, from ${_site}/nvidia/cudnn/lib\\): libcudnn expects its sub-libraries beside itself, "
  "and these come from two installs, which fail with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH where their releases differ\\. "
  "fix: ENV LD_LIBRARY_PATH=/usr/local/nvidia/lib64 \\(without /usr/lib/x86_64-linux-gnu\\) "
  "\\(/usr/lib/x86_64-linux-gnu/libcudnn_graph\\.so\\.9 was brought by layer 4 of 4: RUN apt-get install -y libcudnn9-cuda-13\\) $")
