# cuDNN 9.28's libcudnn carries DT_RPATH $ORIGIN (9.12's a DT_RUNPATH),
# which the loader searches before LD_LIBRARY_PATH: the 9.28.1.4 wheel
# beside torch keeps its own sub-libraries even with LD_LIBRARY_PATH at a
# system cuDNN 9.12.0, so the image is OK (exit status 0).
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
root_make()
root_cudnn_wheel(cu13_newest)
root_system_cudnn(cu13_oldest /usr/lib/x86_64-linux-gnu)
root_dist(torch 2.10.0 REQUIRES "nvidia-cudnn-cu13==9.28.1.4")
root_torch_macros(9.28.1)
root_run(ARGS --env LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu)
fake_env_expect_rc(0)
fake_env_quote("${site}" _site)
fake_env_expect("^Root: [^ ]+/root, LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu torch 2\\.10\\.0 \\(${_site}\\) OK "
  "built: cuDNN 9\\.28\\.1 \\([^)]+\\) loads: ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "reason: cuDNN 9\\.28\\.1 \\(read from the assertion text of ${_site}/nvidia/cudnn/lib/libcudnn_graph\\.so\\.9\\): "
  "the library can run code built with the header $")
