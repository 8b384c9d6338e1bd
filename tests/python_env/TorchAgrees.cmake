# The control: torch built with 9.19.0 and the cu13 wheel 9.21.0
# installed (a newer minor of the same major) is OK, exit 0.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(torch 2.12.0 REQUIRES "nvidia-cudnn-cu13>=9.19")
fake_env_torch_macros(9.19.0)
fake_env_cudnn_wheel(13 9.21.0.1 v9_21_0)
fake_env_run()
fake_env_expect_rc(0)
fake_env_quote("${site}" s)
fake_env_expect("^Python: [^ ]+ torch 2\\.12\\.0 OK built: cuDNN 9\\.19\\.0 \\([^)]+\\) loads: ${s}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) reason: cuDNN 9\\.21\\.0: the library can run code built with the header $")
