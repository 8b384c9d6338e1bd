# torch built with cuDNN 9.28.1 and pinned to its wheel, but the image
# holds the 9.12.0.46 wheel (a later layer installed it): INCOMPATIBLE
# (exit status 1), and the fix is the Dockerfile line that installs the
# pinned wheel without touching torch's other pins.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
root_make()
root_cudnn_wheel(cu13_oldest)
root_dist(torch 2.10.0 REQUIRES "nvidia-cudnn-cu13==9.28.1.4; platform_system == \"Linux\"")
root_torch_macros(9.28.1)
root_run(ARGS --format keyvalue)
fake_env_expect_rc(1)
fake_env_quote("${site}" _site)
fake_env_expect("^probe\\.format=1 root=[^ ]+/root check\\.0\\.name=torch 2\\.10\\.0 \\(${_site}\\) "
  "check\\.0\\.verdict=INCOMPATIBLE check\\.0\\.built=cuDNN 9\\.28\\.1 \\([^)]+\\) "
  "check\\.0\\.loads=${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "check\\.0\\.reason=this library was built with cuDNN 9\\.28\\.1 but loaded cuDNN 9\\.12\\.0 from "
  "${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\): "
  "the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\. "
  "check\\.0\\.fix=RUN pip install --no-deps nvidia-cudnn-cu13==9\\.28\\.1\\.4 check\\.count=1 $")
