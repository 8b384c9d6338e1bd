# torch built with 9.19.0 and no nvidia-cudnn wheel: it loads what the
# loader's search finds, here cuDNN 9.1.0 in an LD_LIBRARY_PATH directory,
# and the fix removes that directory.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(torch 2.12.0)
fake_env_torch_macros(9.19.0)
fake_env_run(ENV "LD_LIBRARY_PATH=${FAKE_v9_1_0_LIBRARY_DIR}")
fake_env_expect_rc(1)
fake_env_quote("${FAKE_v9_1_0_LIBRARY_DIR}" ld)
fake_env_expect("torch 2\\.12\\.0 INCOMPATIBLE built: cuDNN 9\\.19\\.0 \\([^)]+macros\\.h\\) "
  "loads: ${ld}/libcudnn\\.so\\.9 \\(no nvidia-cudnn wheel: the loader's search\\) "
  "reason: cuDNN 9\\.1\\.0: the library's minor version must be equal to or newer than the header's "
  "fix: remove ${ld} from LD_LIBRARY_PATH $")
