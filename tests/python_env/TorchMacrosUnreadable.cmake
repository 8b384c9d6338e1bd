# A torch whose macros.h says it uses cuDNN but records the version in a
# form the probe cannot read ("9.x"): UNKNOWN and exit 1, not a build
# without cuDNN.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(torch 2.12.0 REQUIRES "nvidia-cudnn-cu13==9.26.0.51")
fake_env_torch_macros(9.x)
fake_env_cudnn_wheel(13 9.26.0.51 v9_19_0)
fake_env_run()
fake_env_expect_rc(1)
fake_env_quote("${site}" s)
fake_env_expect("^Python: [^ ]+ torch 2\\.12\\.0 UNKNOWN reason: ${s}/torch/include/caffe2/core/macros\\.h does not record the cuDNN torch was built with in a form this probe reads \\(a version such as 9\\.8\\.0, or a build without cuDNN\\) "
  "fix: pip install --no-deps --force-reinstall torch==2\\.12\\.0 \\(its record is damaged\\), or judge the program with cudnn-strict-probe --check-binary --expect <version> $")
