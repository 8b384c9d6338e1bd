# nvidia-cudnn-cu12 and nvidia-cudnn-cu13 both installed: they write the
# same nvidia/cudnn/lib, so the report names both and keeps the CUDA major
# torch asks for.  Both wheels own those files, so the fix uninstalls both
# and installs torch's own pin alone (--no-deps keeps its other pins).
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(torch 2.12.0 REQUIRES "nvidia-cudnn-cu13==9.21.0.1")
fake_env_torch_macros(9.21.0)
fake_env_cudnn_wheel(12 9.1.0.70 v9_1_0)
fake_env_cudnn_wheel(13 9.21.0.1 v9_21_0)
fake_env_run()
fake_env_expect_rc(1)
fake_env_expect("torch 2\\.12\\.0 OK ")
fake_env_expect("nvidia-cudnn wheels CONFLICT reason: nvidia-cudnn-cu1[23] 9\\.[0-9.]+ and nvidia-cudnn-cu1[23] 9\\.[0-9.]+ are installed: "
  "each writes nvidia/cudnn/lib, so the one installed last decides which libcudnn every framework loads "
  "fix: pip uninstall -y nvidia-cudnn-cu1[23] nvidia-cudnn-cu1[23], then pip install --no-deps \"nvidia-cudnn-cu13==9\\.21\\.0\\.1\" \\(what torch 2\\.12\\.0 requires\\) $")
fake_env_expect("nvidia-cudnn-cu12 9\\.1\\.0\\.70")
fake_env_expect("nvidia-cudnn-cu13 9\\.21\\.0\\.1")
