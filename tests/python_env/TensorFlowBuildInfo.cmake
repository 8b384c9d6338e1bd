# TensorFlow records its cuDNN in tensorflow/python/platform/build_info.py
# (cudnn_version, the major alone in its wheels), here in the dict form:
# the and-cuda extra's Requires-Dist bound (9.3.0.75) gives the minor, and
# the report names both.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(tensorflow 2.20.0 REQUIRES "nvidia-cudnn-cu12<10.0,>=9.3.0.75; extra == \"and-cuda\"")
file(WRITE "${site}/tensorflow/python/platform/build_info.py"
  "import collections\nbuild_info = collections.OrderedDict()\n"
  "build_info['cuda_version'] = '12.5.1'\nbuild_info = {'cpu_compiler': 'clang', 'cuda_version': '12.5.1', 'cudnn_version': '9', 'is_cuda_build': True}\n")
fake_env_cudnn_wheel(12 9.19.0.56 v9_cudart12)
fake_env_run()
fake_env_expect_rc(0)
fake_env_quote("${site}" s)
fake_env_expect("tensorflow 2\\.20\\.0 OK built: cuDNN 9\\.3\\.0 \\(Requires-Dist nvidia-cudnn-cu12<10\\.0,>=9\\.3\\.0\\.75; extra == \"and-cuda\"; ${s}/tensorflow/python/platform/build_info\\.py records the major alone\\) "
  "loads: ${s}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) reason: cuDNN 9\\.19\\.0: the library can run code built with the header $")
