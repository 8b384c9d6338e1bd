# The 9.12.0.46 wheel without its libcudnn_cnn (a later layer deleted it)
# and no other cuDNN in the image: INCOMPLETE_RELEASE (exit status 6),
# fixed by installing the wheel's files again.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
root_make()
root_cudnn_wheel(cu13_oldest WITHOUT cnn)
root_dist(torch 2.9.0 REQUIRES "nvidia-cudnn-cu13==9.12.0.46")
root_torch_macros(9.12.0)
root_run()
fake_env_expect_rc(6)
fake_env_quote("${site}" _site)
fake_env_expect(" torch 2\\.9\\.0 \\(${_site}\\) INCOMPLETE_RELEASE built: cuDNN 9\\.12\\.0 \\([^)]+\\) "
  "loads: ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "reason: this library was built with cuDNN 9\\.12\\.0 and would load cuDNN 9\\.12\\.0 from ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 "
  "\\(the nvidia-cudnn wheel, by path\\), whose install is not one whole release: "
  "${_site}/nvidia/cudnn/lib/libcudnn_cnn\\.so\\.9 is missing: libcudnn opens it from its own directory "
  "fix: RUN pip install --no-deps --force-reinstall nvidia-cudnn-cu13==9\\.12\\.0\\.46 $")
