# A Debian image with torch 2.11.0 installed without its cuDNN wheel
# (pip --no-deps) and cuDNN 9.12.0 from NVIDIA's Debian package in
# /usr/lib/x86_64-linux-gnu, in the ld.so cache the package's ldconfig
# wrote (through Debian's /lib link): torch loads it, INCOMPATIBLE with
# the 9.19.0 it was built with (exit status 1); the fix is torch's pin,
# naming layer 3 that brought the system libcudnn.  torch's libraries
# record only the major, and 9.12 passes it.
include("${CMAKE_CURRENT_LIST_DIR}/support/Debian.cmake")
debian_images_require()
set(_system "/usr/lib/x86_64-linux-gnu")
set(_cudnn "${_system}/libcudnn\\.so\\.9\\.12\\.0")
debian_torch_libraries(_libraries "@LIB@ OK built: cuDNN 9\\.x \\(libcudnn\\.so\\.9\\), for CUDA 13 "
  "loads: ${_cudnn} \\(needed by @LIB@, found through the ld\\.so cache\\) "
  "reason: cuDNN 9\\.12\\.0 \\(read from the assertion text of ${_system}/libcudnn_graph\\.so\\.9\\): "
  "the library can run code built with the header ")
image_run("${debian_images}/system.oci")
fake_env_expect_rc(1)
fake_env_expect("^Image: [^ ]+/system\\.oci \\(OCI layout, 3 layers\\) "
  "${debian_default_text}${debian_torch} INCOMPATIBLE "
  "built: cuDNN 9\\.19\\.0 \\(${debian_site}/torch/include/caffe2/core/macros\\.h\\) "
  "loads: ${_cudnn} \\(the ld\\.so cache\\) "
  "reason: this library was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.12\\.0 from ${_cudnn} "
  "\\(the ld\\.so cache\\): the library's minor version must be equal to or newer than the header's "
  "\\(policy COMPATIBLE\\)\\. "
  "fix: RUN pip install --no-deps nvidia-cudnn-cu13==9\\.19\\.0\\.56 \\(${_cudnn} "
  "was brought by layer 3 of 3: RUN apt-get install -y libcudnn9-cuda-13=9\\.12\\.0\\.\\*\\) ${_libraries}$")
