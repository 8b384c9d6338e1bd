# torch pinned to the 9.28.1.4 wheel, and a later layer that installs the
# 9.12.0.46 wheel (a package that pulls it): INCOMPATIBLE (exit status 1),
# and the fix names the Dockerfile line and the layer that brought the
# libcudnn torch loads.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
set(_site "/usr/local/lib/python3\\.12/site-packages")
image_run(later_wheel.oci)
fake_env_expect_rc(1)
fake_env_expect("^Image: [^ ]+/later_wheel\\.oci \\(OCI layout, 3 layers\\) torch 2\\.9\\.0 \\(${_site}\\) INCOMPATIBLE "
  "built: cuDNN 9\\.28\\.1 \\(${_site}/torch/include/caffe2/core/macros\\.h\\) "
  "loads: ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "reason: this library was built with cuDNN 9\\.28\\.1 but loaded cuDNN 9\\.12\\.0 from ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 "
  "\\(the nvidia-cudnn wheel, by path\\): the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\. "
  "fix: RUN pip install --no-deps nvidia-cudnn-cu13==9\\.28\\.1\\.4 \\(${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 "
  "was brought by layer 3 of 3: RUN pip install onnx-tool # pulls nvidia-cudnn-cu13==9\\.12\\.0\\.46\\) $")
