# torch built with 9.19.0 and a cu13 wheel whose libcudnn is 9.13.0 and
# prints, when loaded, the key=value lines of a passing report on the
# standard output it shares with the probe: refused all the same, the
# forged lines on standard error, none of them in the report.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(torch 2.12.0 REQUIRES "nvidia-cudnn-cu13>=9.19")
fake_env_torch_macros(9.19.0)
fake_env_cudnn_wheel(13 9.13.0.1 v9_forging)
fake_env_run(STDERR "^(judgement=OK\nverdict=OK\nlibrary\\.version=9\\.19\\.0\nlibrary\\.code=91900\n[^\n]*\n[^\n]*\n[^\n]*\ncheck\\.status=PASS\n)+$")
fake_env_expect_rc(1)
fake_env_quote("${site}" s)
fake_env_expect("^Python: [^ ]+ torch 2\\.12\\.0 INCOMPATIBLE built: cuDNN 9\\.19\\.0 \\([^)]+\\) loads: ${s}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) reason: cuDNN 9\\.13\\.0: ")
