# The pinned image and a later layer that installs nvidia-cudnn-cu13
# 9.12.0.46 over the 9.19.0.56 wheel torch 2.11.0 pins, as pip does
# (the old dist-info deleted): torch INCOMPATIBLE (exit status 1), the
# fix the Dockerfile line of torch's pin, naming layer 4 that brought the
# libcudnn torch loads.  torch's libraries record only the major, and
# 9.12 passes it.
include("${CMAKE_CURRENT_LIST_DIR}/support/Debian.cmake")
debian_images_require()
set(_lib "${debian_site}/nvidia/cudnn/lib")
debian_torch_libraries(_libraries "@LIB@ OK built: cuDNN 9\\.x \\(libcudnn\\.so\\.9\\), for CUDA 13 "
  "loads: ${_lib}/libcudnn\\.so\\.9 \\(needed by @LIB@, found through the RPATH of @LIB@\\) "
  "reason: cuDNN 9\\.12\\.0 \\(read from the assertion text of ${_lib}/libcudnn_graph\\.so\\.9\\): "
  "the library can run code built with the header ")
image_run("${debian_images}/later_wheel.oci")
fake_env_expect_rc(1)
fake_env_expect("^Image: [^ ]+/later_wheel\\.oci \\(OCI layout, 4 layers\\) "
  "${debian_default_text}${debian_torch} INCOMPATIBLE "
  "built: cuDNN 9\\.19\\.0 \\(${debian_site}/torch/include/caffe2/core/macros\\.h\\) "
  "loads: ${_lib}/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "reason: this library was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.12\\.0 from ${_lib}/libcudnn\\.so\\.9 "
  "\\(the nvidia-cudnn wheel, by path\\): the library's minor version must be equal to or newer than the header's "
  "\\(policy COMPATIBLE\\)\\. "
  "fix: RUN pip install --no-deps nvidia-cudnn-cu13==9\\.19\\.0\\.56 \\(${_lib}/libcudnn\\.so\\.9 "
  "was brought by layer 4 of 4: RUN pip install nvidia-cudnn-cu13==9\\.12\\.0\\.46\\) ${_libraries}$")
