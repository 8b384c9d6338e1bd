# torch pinned to the nvidia-cudnn-cu13 9.12.0.46 wheel it was built with,
# the wheel installed: OK (exit status 0), the release read from the
# real libcudnn_graph's assertion text.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
root_make()
root_cudnn_wheel(cu13_oldest)
root_dist(torch 2.9.0 REQUIRES "nvidia-cudnn-cu13==9.12.0.46; platform_system == \"Linux\"")
root_torch_macros(9.12.0)
root_run()
fake_env_expect_rc(0)
fake_env_quote("${site}" _site)
fake_env_expect("^Root: [^ ]+/root torch 2\\.9\\.0 \\(${_site}\\) OK "
  "built: cuDNN 9\\.12\\.0 \\(${_site}/torch/include/caffe2/core/macros\\.h\\) "
  "loads: ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "reason: cuDNN 9\\.12\\.0 \\(read from the assertion text of ${_site}/nvidia/cudnn/lib/libcudnn_graph\\.so\\.9\\): "
  "the library can run code built with the header $")
