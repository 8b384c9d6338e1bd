# torch built with cuDNN 9.26.0 (its macros.h) and requiring
# nvidia-cudnn-cu13==9.26.0.51, but nvidia-cudnn-cu13 9.20.0 is what is
# installed: torch loads the wheel's 9.20.0, which the rule refuses, and
# the fix reinstalls the pinned wheel.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(torch 2.12.0 REQUIRES "nvidia-cudnn-cu13==9.26.0.51; platform_system == \"Linux\"")
fake_env_torch_macros(9.26.0)
fake_env_cudnn_wheel(13 9.20.0.48 v9_20_0)
fake_env_run()
fake_env_expect_rc(1)
fake_env_quote("${site}" s)
string(CONCAT expected "^Python: [^ ]+ torch 2\\.12\\.0 INCOMPATIBLE "
  "built: cuDNN 9\\.26\\.0 \\(${s}/torch/include/caffe2/core/macros\\.h\\) "
  "loads: ${s}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "reason: cuDNN 9\\.20\\.0: the library's minor version must be equal to or newer than the header's "
  "fix: pip install --no-deps --force-reinstall nvidia-cudnn-cu13==9\\.26\\.0\\.51 \\(what torch 2\\.12\\.0 requires\\) $")
fake_env_expect("${expected}")
