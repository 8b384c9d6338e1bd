# A JAX CUDA plugin whose _versions module cannot be imported (this fake
# has none): its Requires-Dist (>=9.8) is the record, the wheel's 9.1.0 is
# refused, and the fix asks pip for the range.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(jax-cuda12-plugin 0.7.2 REQUIRES "nvidia-cudnn-cu12<10.0,>=9.8")
fake_env_cudnn_wheel(12 9.1.0.70 v9_1_0)
fake_env_run()
fake_env_expect_rc(1)
fake_env_expect("jax-cuda12-plugin 0\\.7\\.2 INCOMPATIBLE built: cuDNN 9\\.8\\.0 \\(Requires-Dist nvidia-cudnn-cu12<10\\.0,>=9\\.8\\) "
  "loads: [^ ]+/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) reason: cuDNN 9\\.1\\.0: "
  "the library's minor version must be equal to or newer than the header's "
  "fix: pip install --no-deps \"nvidia-cudnn-cu12>=9\\.8,<10\" $")
