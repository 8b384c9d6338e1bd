# A macros.h recording a version no cuDNN release can be (9.100.0: the
# version code holds two digits of minor): UNKNOWN and exit 1, not a
# judgement against a made-up version.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(torch 2.12.0 REQUIRES "nvidia-cudnn-cu13==9.26.0.51")
fake_env_torch_macros(9.100.0)
fake_env_cudnn_wheel(13 9.26.0.51 v9_19_0)
fake_env_run()
fake_env_expect_rc(1)
fake_env_quote("${site}" s)
fake_env_expect("^Python: [^ ]+ torch 2\\.12\\.0 UNKNOWN reason: ${s}/torch/include/caffe2/core/macros\\.h records cuDNN 9\\.100\\.0, which no cuDNN release can be \\(major 1 to 99, minor and patch 0 to 99\\) $")
