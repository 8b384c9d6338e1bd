# The pinned image, cuDNN 9.12.0 in /usr/lib/x86_64-linux-gnu as NVIDIA's
# Debian package installs it (libcudnn_graph.so.9 a link to
# libcudnn_graph.so.9.12.0) and ENV LD_LIBRARY_PATH at that directory:
# the wheel's libcudnn 9.19 (DT_RUNPATH $ORIGIN, after LD_LIBRARY_PATH)
# opens the system's sub-libraries, MIXED_SUBLIBRARIES (exit status 6)
# for torch and its libraries; the fix is the ENV line without the
# directory, naming layer 4 that brought the foreign file.
include("${CMAKE_CURRENT_LIST_DIR}/support/Debian.cmake")
debian_images_require()
set(_lib "${debian_site}/nvidia/cudnn/lib")
set(_system "/usr/lib/x86_64-linux-gnu")
string(CONCAT _mixed "reason: the cuDNN sub-library ${_system}/libcudnn_graph\\.so\\.9\\.12\\.0 is loaded from another "
  "directory than libcudnn \\(${_lib}/libcudnn\\.so\\.9, from ${_lib}\\): libcudnn expects its sub-libraries "
  "beside itself, and these come from two installs, which fail with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH "
  "where their releases differ\\. fix: ENV LD_LIBRARY_PATH=/usr/local/nvidia/lib64 \\(without ${_system}\\) "
  "\\(${_system}/libcudnn_graph\\.so\\.9\\.12\\.0 was brought by layer 4 of 4: "
  "RUN apt-get install -y libcudnn9-cuda-13=9\\.12\\.0\\.\\*\\) ")
debian_torch_libraries(_libraries "@LIB@ MIXED_SUBLIBRARIES built: cuDNN 9\\.x \\(libcudnn\\.so\\.9\\), for CUDA 13 "
  "loads: ${_lib}/libcudnn\\.so\\.9 \\(needed by @LIB@, found through the RPATH of @LIB@\\) ${_mixed}")
image_run("${debian_images}/env_mixed.oci")
fake_env_expect_rc(6)
fake_env_expect("^Image: [^ ]+/env_mixed\\.oci \\(OCI layout, 4 layers\\), "
  "LD_LIBRARY_PATH=${_system}:/usr/local/nvidia/lib64 ${debian_default_text}${debian_torch} MIXED_SUBLIBRARIES "
  "built: cuDNN 9\\.19\\.0 \\(${debian_site}/torch/include/caffe2/core/macros\\.h\\) "
  "loads: ${_lib}/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) ${_mixed}${_libraries}$")
