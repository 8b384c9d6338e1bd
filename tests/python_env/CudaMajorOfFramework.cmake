# The CUDA major a framework records (here its requirement's wheel name,
# nvidia-cudnn-cu12) is the one the loaded cuDNN must be built for, not the
# one of the header cudnn-strict-probe was built with: a cuDNN for CUDA 12
# passes, one for CUDA 13 of a newer minor is refused with a pip fix, in
# the words of what the framework records (there is no toolkit).
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(jax-cuda12-plugin 0.7.2 REQUIRES "nvidia-cudnn-cu12<10.0,>=9.8")
fake_env_cudnn_wheel(12 9.19.0.56 v9_cudart12)
fake_env_run()
fake_env_expect_rc(0)
fake_env_expect("jax-cuda12-plugin 0\\.7\\.2 OK built: cuDNN 9\\.8\\.0 \\(Requires-Dist nvidia-cudnn-cu12<10\\.0,>=9\\.8\\) "
  "loads: [^ ]+/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "reason: cuDNN 9\\.19\\.0: the library can run code built with the header $")
fake_env_cudnn_wheel(12 9.19.0.56 v9_19_0)
fake_env_run()
fake_env_expect_rc(1)
fake_env_expect("jax-cuda12-plugin 0\\.7\\.2 CUDA_MAJOR_DIFFERS .* "
  "reason: [^ ]+/nvidia/cudnn/lib/libcudnn\\.so\\.9 was built for CUDA 13\\.0, and jax-cuda12-plugin 0\\.7\\.2 for CUDA 12 \\(its nvidia-cudnn requirement\\): the CUDA majors must be equal "
  "fix: pip install --no-deps \"nvidia-cudnn-cu12>=9\\.8,<10\" $")
